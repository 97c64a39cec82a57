import { z } from 'zod';
import { readStored, STORAGE_KEYS, type StorageLike, writeStored } from './storage';

// §9 "Locale and geography": geoip fallback BR, 55.
export const GEOIP_FALLBACK: Readonly<Geoip> = Object.freeze({
  countryCode: 'BR',
  callingCode: '55',
});

/** The same-origin web server endpoint that answers `geoipFromHeaders` (see geoip.server.ts). */
export const GEOIP_PATH = '/api/geoip';

export interface Geoip {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** International dialling code without '+', e.g. '55'. */
  callingCode: string;
}

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
export const callingCodeSchema = z.string().regex(/^[1-9]\d{0,3}$/);

export const geoipSchema = z.object({
  countryCode: z.string().trim().toUpperCase().pipe(countryCodeSchema),
  callingCode: z
    .union([z.string(), z.number().int()])
    .transform((value) => String(value).trim().replace(/^\+/, ''))
    .pipe(callingCodeSchema),
});

/**
 * The visitor's country and calling code: the cached `userCountryCode` / `userCallingCode` when both
 * are valid, else `fetchJson(GEOIP_PATH)` (cached on success), else BR / 55. Never throws. The
 * fallback is not cached, so a later visit asks again.
 */
export async function getGeoip(
  fetchJson: (path: string) => Promise<unknown>,
  storage: StorageLike | null | undefined,
): Promise<Geoip> {
  if (storage) {
    const countryCode = readStored(STORAGE_KEYS.userCountryCode, countryCodeSchema, storage);
    const callingCode = readStored(STORAGE_KEYS.userCallingCode, callingCodeSchema, storage);
    if (countryCode && callingCode) return { countryCode, callingCode };
  }
  let answer: unknown;
  try {
    answer = await fetchJson(GEOIP_PATH);
  } catch {
    return { ...GEOIP_FALLBACK };
  }
  const parsed = geoipSchema.safeParse(answer);
  if (!parsed.success) return { ...GEOIP_FALLBACK };
  if (storage) {
    writeStored(STORAGE_KEYS.userCountryCode, countryCodeSchema, parsed.data.countryCode, storage);
    writeStored(STORAGE_KEYS.userCallingCode, callingCodeSchema, parsed.data.callingCode, storage);
  }
  return parsed.data;
}
