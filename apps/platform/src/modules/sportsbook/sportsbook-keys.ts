import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SportsbookKeyring, SportsbookKeys } from '../../services/tenant-services.ts';
import { tenantSlugSchema } from '../../tenancy/tenant-config.ts';
import { MIN_RSA_BITS } from './betby-jws.ts';

// The keys of each tenant's sportsbook (docs/design/sportsbook-api.md "Keys"): the operator's PEMs
// (SPORTSBOOK_KEYS_FILE). A tenant not configured has none; in demo mode the composition root gives
// the others the Betby stand-in's derived keys (docs/decisions/030-demo-stand-ins-apart.md).

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

/** The operators' keyring: the configured tenants' keys, none for the others. */
export function createSportsbookKeyring(
  configured: Record<string, ConfiguredSportsbookKeys> = {},
): SportsbookKeyring {
  const parsed = new Map(
    Object.entries(configured).map(([slug, keys]) => [slug, parseConfiguredKeys(slug, keys)]),
  );
  return { keysFor: (slug) => parsed.get(slug) ?? null };
}
