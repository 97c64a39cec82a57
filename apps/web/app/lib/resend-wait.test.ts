import { describe, expect, it } from 'vitest';
import { resendEndsAt } from './resend-wait';

describe('resend wait', () => {
  const sentAt = 1_000_000;

  it('is 20 s after a code was sent (§9)', () => {
    expect(resendEndsAt(sentAt)).toBe(sentAt + 20_000);
  });

  it("follows the server's resend_after when it gave one, 0 meaning at once", () => {
    expect(resendEndsAt(sentAt, 45)).toBe(sentAt + 45_000);
    expect(resendEndsAt(sentAt, 0)).toBe(sentAt);
  });

  it('falls back to 20 s when the server gave no usable wait', () => {
    expect(resendEndsAt(sentAt, Number.NaN)).toBe(sentAt + 20_000);
    expect(resendEndsAt(sentAt, -3)).toBe(sentAt + 20_000);
    expect(resendEndsAt(sentAt, null)).toBe(sentAt + 20_000);
  });
});
