import { type KeyObject, verify } from 'node:crypto';
import { z } from 'zod';
import { verifyEs256 } from './es256-jwt.ts';

// The JWS of Betby's wallet callbacks. Betby signs them with the key it gave the operator, and the
// algorithm follows that key: ES256 for a P-256 key (our stand-in's), RS256 for an RSA key (what
// operators' public integrations verify, and what Betby's QA portal signs with). The header must
// name the key's own algorithm: `none`, HS256 or the other asymmetric one are refused unread.

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** RSA keys below this many bits are refused at start (sportsbook-keys.ts). */
export const MIN_RSA_BITS = 2048;

const rs256HeaderSchema = z.object({ alg: z.literal('RS256'), typ: z.literal('JWT').optional() });

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The claims of a JWT whose RS256 signature (RSASSA-PKCS1-v1_5, SHA-256) `publicKey` verifies. */
export function verifyRs256(token: string, publicKey: KeyObject): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', claims = '', signature = ''] = parts;
  if (![header, claims, signature].every((part) => BASE64URL.test(part))) return null;
  if (!rs256HeaderSchema.safeParse(decodeJson(header)).success) return null;
  const bytes = Buffer.from(signature, 'base64url');
  const modulusBits = publicKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bytes.length !== Math.ceil(modulusBits / 8)) return null;
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, bytes)) return null;
  return decodeJson(claims) ?? null;
}

/** A callback's claims, verified with the algorithm of the tenant's Betby key; null when untrusted. */
export function verifyBetbyJws(token: string, betbyPublicKey: KeyObject): unknown {
  return betbyPublicKey.asymmetricKeyType === 'rsa'
    ? verifyRs256(token, betbyPublicKey)
    : verifyEs256(token, betbyPublicKey);
}
