// The accounts' plain constants (no zod): shared by the schemas, the platform's code delivery and
// the web app's code forms without loading a schema library.

export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const CODE_PURPOSES = ['register', 'verify', 'recovery'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Codes: 6 digits, valid 10 minutes, 5 tries, a new one after 20 s (§9 resend wait). */
export const VERIFICATION_CODE_TTL_SECONDS = 600;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODE_RESEND_SECONDS = 20;

/**
 * The wait before another code may be asked for, from a 202 `CodeSent` answer's `resend_after`
 * (seconds). The server's number is the server's rule, so 0 means "ask again at once"; only an
 * answer without a usable number (missing, negative, not finite) falls back to the §9 wait.
 */
export function resendWaitSeconds(resendAfter?: number | null): number {
  return typeof resendAfter === 'number' && Number.isFinite(resendAfter) && resendAfter >= 0
    ? resendAfter
    : VERIFICATION_CODE_RESEND_SECONDS;
}
