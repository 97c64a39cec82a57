import { createPublicKey, type JsonWebKey, verify as verifySignature } from 'node:crypto';
import { z } from 'zod';
import type { GoogleIdTokenVerifier } from '../../services/tenant-services.ts';

function parseJsonBase64Url(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

// ——— Google: RS256 JWT checked against Google's published keys (JWKS).

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const jwksSchema = z.object({
  keys: z.array(
    z.looseObject({ kid: z.string(), kty: z.literal('RSA'), n: z.string(), e: z.string() }),
  ),
});
const headerSchema = z.object({ alg: z.literal('RS256'), kid: z.string() });
const googleClaimsSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  sub: z.string().min(1),
  exp: z.number(),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

type Jwk = z.infer<typeof jwksSchema>['keys'][number];

/** Google's keys, cached as long as Google's Cache-Control allows (one hour at most here). */
function googleKeys(fetchImpl: typeof fetch) {
  let cached: { keys: Jwk[]; until: number } | null = null;
  return async (now: Date): Promise<Jwk[]> => {
    if (cached && cached.until > now.getTime()) return cached.keys;
    const response = await fetchImpl(GOOGLE_JWKS_URL, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`Google JWKS answered ${response.status}`);
    const { keys } = jwksSchema.parse(await response.json());
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    const seconds = Math.min(Number(maxAge ?? 300), 3600);
    cached = { keys, until: now.getTime() + seconds * 1000 };
    return keys;
  };
}

/** Verifies real Google ID tokens: signature, issuer, audience (the tenant's client id), expiry. */
export function googleIdTokenVerifier(fetchImpl: typeof fetch = fetch): GoogleIdTokenVerifier {
  const keysAt = googleKeys(fetchImpl);
  return {
    async verify(idToken, clientId, now) {
      const parts = idToken.split('.');
      if (parts.length !== 3) return null;
      const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
      const header = headerSchema.safeParse(parseJsonBase64Url(headerPart));
      const claims = googleClaimsSchema.safeParse(parseJsonBase64Url(payloadPart));
      if (!header.success || !claims.success) return null;
      let keys: Jwk[];
      try {
        keys = await keysAt(now);
      } catch {
        return null;
      }
      const jwk = keys.find((key) => key.kid === header.data.kid);
      if (!jwk) return null;
      const { kid: _kid, ...publicJwk } = jwk;
      const signed = verifySignature(
        'RSA-SHA256',
        Buffer.from(`${headerPart}.${payloadPart}`),
        createPublicKey({ key: publicJwk satisfies JsonWebKey, format: 'jwk' }),
        Buffer.from(signaturePart, 'base64url'),
      );
      const { iss, aud, exp, sub, email, email_verified, name } = claims.data;
      if (!signed || !GOOGLE_ISSUERS.includes(iss) || aud !== clientId) return null;
      if (exp * 1000 <= now.getTime()) return null;
      return {
        sub,
        email: email.toLowerCase(),
        emailVerified: email_verified === true,
        name: name ?? email.split('@')[0] ?? email,
      };
    },
  };
}
