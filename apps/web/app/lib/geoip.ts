import {
  readStored,
  STORAGE_KEYS,
  type StorageLike,
  stringMatching,
  valueParser,
  writeStored,
} from './storage';

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

// Hand-written checks rather than zod: this runs on every first visit, and zod is not otherwise
// needed by a page until it calls the API.
export const countryCodeSchema = stringMatching(/^[A-Z]{2}$/);
export const callingCodeSchema = stringMatching(/^[1-9]\d{0,3}$/);

/** The endpoint's answer: a country code in any case, a calling code as text or integer ("+55"). */
export const geoipSchema = valueParser<Geoip>((answer) => {
  if (typeof answer !== 'object' || answer === null) return null;
  const { countryCode: country, callingCode: calling } = answer as Record<string, unknown>;
  const countryCode =
    typeof country === 'string' ? countryCodeSchema.safeParse(country.trim().toUpperCase()) : null;
  const callingText =
    typeof calling === 'string' || (typeof calling === 'number' && Number.isInteger(calling))
      ? String(calling).trim().replace(/^\+/, '')
      : null;
  const callingCode = callingText === null ? null : callingCodeSchema.safeParse(callingText);
  return countryCode?.success && callingCode?.success
    ? { countryCode: countryCode.data, callingCode: callingCode.data }
    : null;
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
