import { describe, expect, it } from 'vitest';
import { turnstileVerifier } from './captcha.ts';

describe('the Turnstile verifier', () => {
  it('the real verifier fails closed when Cloudflare cannot be reached', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await turnstileVerifier('secret', offline).verify('token', '127.0.0.1')).toBe(false);
  });
});
