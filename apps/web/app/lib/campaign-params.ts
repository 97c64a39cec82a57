import { readStored, STORAGE_KEYS, type StorageLike, stringMatching, writeStored } from './storage';

// Campaign values travel in URLs and end up in request headers: only short, plain tokens are kept.
export const campaignValueSchema = stringMatching(/^[A-Za-z0-9_-]{1,64}$/, (text) => text.trim());

export interface CapturedCampaignParams {
  /** §2: the referral code from `?ref=`. */
  ref?: string;
  /** §3/§7: the campaign value from `?lmcp=`, sent back as the `lmcp` header. */
  lmcp?: string;
}

const PARAMS = [
  ['ref', STORAGE_KEYS.referralCode],
  ['lmcp', STORAGE_KEYS.lmcp],
] as const;

/**
 * Stores `ref` and `lmcp` from the query string of any route (§2 "Route behaviour"). An invalid or
 * empty value is ignored and leaves an earlier stored value in place. Returns what was stored.
 */
export function captureCampaignParams(
  url: URL,
  storage: StorageLike | null | undefined,
): CapturedCampaignParams {
  const captured: CapturedCampaignParams = {};
  if (!storage) return captured;
  for (const [param, key] of PARAMS) {
    const raw = url.searchParams.get(param);
    if (raw === null) continue;
    const parsed = campaignValueSchema.safeParse(raw);
    if (!parsed.success) continue;
    if (writeStored(key, campaignValueSchema, parsed.data, storage)) captured[param] = parsed.data;
  }
  return captured;
}

/** The stored referral code, or null. */
export function getStoredReferralCode(storage: StorageLike | null | undefined): string | null {
  return storage ? readStored(STORAGE_KEYS.referralCode, campaignValueSchema, storage) : null;
}

/** The stored lmcp campaign value for the `lmcp` header, or null. */
export function getStoredLmcp(storage: StorageLike | null | undefined): string | null {
  return storage ? readStored(STORAGE_KEYS.lmcp, campaignValueSchema, storage) : null;
}
