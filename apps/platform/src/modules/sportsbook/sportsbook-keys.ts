import {
  createECDH,
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SportsbookKeyring, SportsbookKeys } from '../../services/tenant-services.ts';
import { tenantSlugSchema } from '../../tenancy/tenant-config.ts';
import { MIN_RSA_BITS } from './betby-jws.ts';

// The keys of each tenant's sportsbook (docs/design/sportsbook-api.md "Keys"). Configured tenants
// use the operator's PEMs (SPORTSBOOK_KEYS_FILE). In demo mode every other tenant gets two P-256
// key pairs derived from SPORTSBOOK_DEMO_SECRET, as the built-in realtime derives its app secrets:
// the operator's, and a stand-in "Betby" pair whose private half signs the stand-in's callbacks.

// The order of P-256's base point (SEC 2, secp256r1).
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/** A P-256 key pair whose scalar is HMAC-SHA256(secret, label) reduced into [1, n − 1]. */
export function derivedKeyPair(
  secret: string,
  label: string,
): { privateKey: KeyObject; publicKey: KeyObject } {
  const digest = createHmac('sha256', secret).update(label).digest('hex');
  const scalar = (BigInt(`0x${digest}`) % (P256_ORDER - 1n)) + 1n;
  const d = Buffer.from(scalar.toString(16).padStart(64, '0'), 'hex');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  // Uncompressed point: 0x04 ‖ x ‖ y.
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  return {
    privateKey: createPrivateKey({ key: { ...jwk, d: d.toString('base64url') }, format: 'jwk' }),
    publicKey: createPublicKey({ key: jwk, format: 'jwk' }),
  };
}

export const operatorKeyLabel = (slug: string) => `sportsbook-operator:${slug}`;
export const standInBetbyKeyLabel = (slug: string) => `sportsbook-betby:${slug}`;

/** A tenant's keys as the operator configures them: PEM text (PKCS#8 / SPKI, or SEC 1). */
export interface ConfiguredSportsbookKeys {
  operatorPrivateKey: string;
  betbyPublicKey: string;
}

function p256(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${what} is not a P-256 (ES256) key`);
  }
  return key;
}

/** Betby's key: P-256 (its callbacks are ES256) or RSA of at least 2048 bits (RS256). */
function betbyKey(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType === 'rsa') {
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < MIN_RSA_BITS)
      throw new Error(`${what} is an RSA key of ${bits} bits (RS256 needs ${MIN_RSA_BITS})`);
    return key;
  }
  return p256(key, what);
}

/**
 * Parses configured PEMs: the operator's key must be P-256 (the player's token is ES256), Betby's
 * P-256 or RSA; anything else stops the start with the tenant's name.
 */
export function parseConfiguredKeys(slug: string, keys: ConfiguredSportsbookKeys): SportsbookKeys {
  const operatorPrivateKey = p256(
    createPrivateKey(keys.operatorPrivateKey),
    `${slug}: operator_private_key`,
  );
  return {
    operatorPrivateKey,
    operatorPublicKey: createPublicKey(operatorPrivateKey),
    betbyPublicKey: betbyKey(createPublicKey(keys.betbyPublicKey), `${slug}: betby_public_key`),
  };
}

const keysFileSchema = z.record(
  tenantSlugSchema,
  z.object({ operator_private_key: z.string().min(1), betby_public_key: z.string().min(1) }),
);

/**
 * SPORTSBOOK_KEYS_FILE: `{ "<tenant slug>": { "operator_private_key": "<PEM>", "betby_public_key":
 * "<PEM>" } }`. Read once at start; anything wrong (unreadable, not JSON, a key of the wrong kind) fails loudly.
 */
export function readSportsbookKeysFile(path: string): Record<string, ConfiguredSportsbookKeys> {
  try {
    const file = keysFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const keys = Object.fromEntries(
      Object.entries(file).map(([slug, entry]) => [
        slug,
        { operatorPrivateKey: entry.operator_private_key, betbyPublicKey: entry.betby_public_key },
      ]),
    );
    // Parsed now, so that a bad key stops the start rather than the first bet.
    for (const [slug, entry] of Object.entries(keys)) parseConfiguredKeys(slug, entry);
    return keys;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`SPORTSBOOK_KEYS_FILE (${path}): ${reason}`, { cause: error });
  }
}

/**
 * The keyring: configured tenants first; in demo mode, derived keys for the others (from
 * `demoSecret`, random per start when unset); outside demo mode, none for the others.
 */
export function createSportsbookKeyring({
  configured = {},
  demoMode,
  demoSecret,
}: {
  configured?: Record<string, ConfiguredSportsbookKeys>;
  demoMode: boolean;
  demoSecret?: string;
}): SportsbookKeyring {
  const parsed = new Map(
    Object.entries(configured).map(([slug, keys]) => [slug, parseConfiguredKeys(slug, keys)]),
  );
  const secret = demoSecret ?? randomBytes(32).toString('hex');
  const derived = new Map<string, SportsbookKeys & { standInKey: KeyObject }>();
  const demoKeys = (slug: string) => {
    let keys = derived.get(slug);
    if (!keys) {
      const operator = derivedKeyPair(secret, operatorKeyLabel(slug));
      const betby = derivedKeyPair(secret, standInBetbyKeyLabel(slug));
      keys = {
        operatorPrivateKey: operator.privateKey,
        operatorPublicKey: operator.publicKey,
        betbyPublicKey: betby.publicKey,
        standInKey: betby.privateKey,
      };
      derived.set(slug, keys);
    }
    return keys;
  };
  return {
    keysFor: (slug) => parsed.get(slug) ?? (demoMode ? demoKeys(slug) : null),
    standInSigningKey: (slug) => (parsed.has(slug) || !demoMode ? null : demoKeys(slug).standInKey),
  };
}
