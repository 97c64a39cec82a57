/** §9: a verification code can be asked for again 20 s after the last one was sent. */
export const RESEND_WAIT_SECONDS = 20;

/**
 * When a new code may be requested, in epoch milliseconds: the server's `resend_after` when it gave
 * a usable one, otherwise the §9 wait.
 */
export function resendEndsAt(sentAt: number, resendAfterSeconds?: number | null): number {
  const wait =
    typeof resendAfterSeconds === 'number' &&
    Number.isFinite(resendAfterSeconds) &&
    resendAfterSeconds >= 0
      ? resendAfterSeconds
      : RESEND_WAIT_SECONDS;
  return sentAt + wait * 1000;
}
