import { describe, expect, it } from 'vitest';
import { demoCaptchaVerifier } from './demo-captcha-verifier.ts';

describe('the Turnstile stand-in (demo mode)', () => {
  it('passes its pass tokens once, and refuses fail tokens and anything else', async () => {
    const verifier = demoCaptchaVerifier();
    expect(await verifier.verify('demo-turnstile-pass.abc123XYZ', undefined)).toBe(true);
    expect(await verifier.verify('demo-turnstile-pass.abc123XYZ', undefined)).toBe(false);
    expect(await verifier.verify('demo-turnstile-fail.abc123XYZ', undefined)).toBe(false);
    expect(await verifier.verify('XXXX.DUMMY.TOKEN.XXXX', undefined)).toBe(false);
    expect(await verifier.verify('', undefined)).toBe(false);
  });
});
