import { type KeyObject, sign, verify } from 'node:crypto';
import { z } from 'zod';

// Compact JWS with ES256 (RFC 7515, RFC 7518 §3.4) on node:crypto alone: the signature is the raw
// r‖s pair (IEEE P1363), 64 bytes for P-256. Only ES256 is accepted, whatever the header claims.

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ES256_SIGNATURE_BYTES = 64;

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT of `claims`, signed ES256 with a P-256 private key. */
export function signEs256(claims: Record<string, unknown>, privateKey: KeyObject): string {
  const signingInput = `${encodeJson({ alg: 'ES256', typ: 'JWT' })}.${encodeJson(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}

const headerSchema = z.object({ alg: z.literal('ES256'), typ: z.literal('JWT').optional() });

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The claims of a JWT whose ES256 signature `publicKey` verifies, or null: a malformed token,
 * another algorithm (`none`, HS256 …) or a bad signature are all the same refusal.
 */
export function verifyEs256(token: string, publicKey: KeyObject): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', claims = '', signature = ''] = parts;
  if (![header, claims, signature].every((part) => BASE64URL.test(part))) return null;
  if (!headerSchema.safeParse(decodeJson(header)).success) return null;
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.length !== ES256_SIGNATURE_BYTES) return null;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    bytes,
  );
  if (!valid) return null;
  return decodeJson(claims) ?? null;
}
