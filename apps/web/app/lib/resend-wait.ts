import { resendWaitSeconds } from '@vitrine/contract/account-constants.ts';

/**
 * When a new verification code may be asked for, in epoch milliseconds, after one was sent at
 * `sentAt`: the server's `resend_after` when it gave one (0: at once), otherwise the §9 wait.
 * Registration, password recovery and the profile's contact checks all count from here.
 */
export function resendEndsAt(sentAt: number, resendAfterSeconds?: number | null): number {
  return sentAt + resendWaitSeconds(resendAfterSeconds) * 1000;
}
