import { z } from 'zod';
import type { GoogleIdentity, GoogleIdTokenVerifier } from '../../services/tenant-services.ts';

// The Google stand-in's tokens: `demo-google.<base64url JSON {email, name, sub, aud?}>`, unsigned.

const DEMO_PREFIX = 'demo-google.';
const demoClaimsSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
  sub: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  aud: z.string().optional(),
});

function parseJsonBase64Url(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads the local Google stand-in's tokens (only ever accepted in demo mode). Like a real token, one
 * naming another client id (`aud`) is refused.
 */
export function demoGoogleIdentity(idToken: string, clientId: string): GoogleIdentity | null {
  if (!idToken.startsWith(DEMO_PREFIX)) return null;
  const claims = demoClaimsSchema.safeParse(parseJsonBase64Url(idToken.slice(DEMO_PREFIX.length)));
  if (!claims.success) return null;
  const { email, name, sub, aud } = claims.data;
  if (aud !== undefined && aud !== clientId) return null;
  return { sub, name, email: email.toLowerCase(), emailVerified: true };
}

/** Demo mode reads the stand-in's tokens and still checks real ones with `google`. */
export function demoGoogleVerifier(google: GoogleIdTokenVerifier): GoogleIdTokenVerifier {
  return {
    async verify(idToken, clientId, now) {
      if (idToken.startsWith(DEMO_PREFIX)) return demoGoogleIdentity(idToken, clientId);
      return google.verify(idToken, clientId, now);
    },
  };
}
