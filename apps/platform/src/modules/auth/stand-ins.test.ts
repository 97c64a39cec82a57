import { describe, expect, it } from 'vitest';
import { demoCaptchaVerifier, turnstileVerifier } from './captcha.ts';
import { createGoogleVerifier, demoGoogleIdentity } from './google-id-token.ts';

const demoGoogle = (claims: unknown) =>
  `demo-google.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;

describe('the Turnstile stand-in (demo mode)', () => {
  it('passes its pass tokens once, and refuses fail tokens and anything else', async () => {
    const verifier = demoCaptchaVerifier();
    expect(await verifier.verify('demo-turnstile-pass.abc123XYZ', undefined)).toBe(true);
    expect(await verifier.verify('demo-turnstile-pass.abc123XYZ', undefined)).toBe(false);
    expect(await verifier.verify('demo-turnstile-fail.abc123XYZ', undefined)).toBe(false);
    expect(await verifier.verify('XXXX.DUMMY.TOKEN.XXXX', undefined)).toBe(false);
    expect(await verifier.verify('', undefined)).toBe(false);
  });

  it('the real verifier fails closed when Cloudflare cannot be reached', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await turnstileVerifier('secret', offline).verify('token', '127.0.0.1')).toBe(false);
  });
});

describe('the Google stand-in (demo mode)', () => {
  it('reads demo-google.<base64url JSON> tokens', () => {
    const ana = { email: 'Ana@Vitrine.test', name: 'Ana Souza', sub: 'g-1' };
    expect(demoGoogleIdentity(demoGoogle(ana), 'client')).toEqual({
      email: 'ana@vitrine.test',
      name: 'Ana Souza',
      sub: 'g-1',
      emailVerified: true,
    });
    const notAnEmail = { email: 'not-an-email', name: 'X', sub: 'g' };
    expect(demoGoogleIdentity(demoGoogle(notAnEmail), 'client')).toBeNull();
    expect(demoGoogleIdentity('demo-google.!!!', 'client')).toBeNull();
    expect(demoGoogleIdentity('eyJhbGciOiJSUzI1NiJ9.e30.c2ln', 'client')).toBeNull();
  });

  it("refuses a stand-in token issued for another client id, like Google's audience check", () => {
    const claims = { email: 'a@vitrine.test', name: 'A B', sub: 'g-3' };
    const forUs = demoGoogle({ ...claims, aud: 'demo-google-client' });
    const forOthers = demoGoogle({ ...claims, aud: 'other-client' });
    expect(demoGoogleIdentity(forUs, 'demo-google-client')).not.toBeNull();
    expect(demoGoogleIdentity(forOthers, 'demo-google-client')).toBeNull();
  });

  it('is not accepted outside demo mode', async () => {
    const live = createGoogleVerifier({ demoMode: false });
    const token = demoGoogle({ email: 'a@vitrine.test', name: 'A B', sub: 'g-2' });
    expect(await live.verify(token, 'client', new Date())).toBeNull();
  });
});
