import { describe, expect, it } from 'vitest';
import { resendWaitSeconds, VERIFICATION_CODE_RESEND_SECONDS } from './account-constants.ts';
import { codeSentResponseSchema } from './accounts.ts';

describe('resend wait', () => {
  it('is 20 s after a code was sent (§9)', () => {
    expect(VERIFICATION_CODE_RESEND_SECONDS).toBe(20);
    expect(resendWaitSeconds()).toBe(20);
  });

  it("follows the server's resend_after, 0 meaning a new code may be asked for at once", () => {
    expect(resendWaitSeconds(45)).toBe(45);
    expect(resendWaitSeconds(0)).toBe(0);
  });

  it('falls back to the §9 wait when the answer has no usable number', () => {
    for (const unusable of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -3]) {
      expect(resendWaitSeconds(unusable), String(unusable)).toBe(20);
    }
  });

  it('lets a CodeSent answer say 0 but not a negative wait', () => {
    expect(codeSentResponseSchema.safeParse({ message: 'ok', resend_after: 0 }).success).toBe(true);
    expect(codeSentResponseSchema.safeParse({ message: 'ok', resend_after: -1 }).success).toBe(
      false,
    );
  });
});
