import { describe, expect, it } from 'vitest';
import { googleVerifier } from '../../compose.ts';
import { demoGoogleIdentity } from './demo-google-verifier.ts';

const demoGoogle = (claims: unknown) =>
  `demo-google.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;

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
    const live = googleVerifier({ demoMode: false });
    const token = demoGoogle({ email: 'a@vitrine.test', name: 'A B', sub: 'g-2' });
    expect(await live.verify(token, 'client', new Date())).toBeNull();
  });
});
