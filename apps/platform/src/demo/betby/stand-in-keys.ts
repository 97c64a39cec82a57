import {
  createECDH,
  createHmac,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { SportsbookKeyring, SportsbookKeys } from '../../services/tenant-services.ts';

// Demo mode's sportsbook keys (docs/design/sportsbook-api.md "Keys"): every tenant without the
// operator's keys gets two P-256 key pairs derived from SPORTSBOOK_DEMO_SECRET, as the built-in
// realtime derives its app secrets: the operator's, and a stand-in "Betby" pair whose private half
// signs the stand-in's callbacks.

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

/** Demo mode's keyring: the tenants' keys, and the Betby stand-in's own. */
export interface StandInKeyring extends SportsbookKeyring {
  /**
   * The private half of the stand-in "Betby" pair, which signs the stand-in's callbacks; null for
   * a tenant whose keys are the operator's (it has Betby itself).
   */
  standInSigningKey(tenantSlug: string): KeyObject | null;
}

/**
 * The operators' keys where they are configured; derived keys for every other tenant, from
 * `secret` (random per start when unset).
 */
export function standInKeyring({
  operators,
  secret = randomBytes(32).toString('hex'),
}: {
  operators: SportsbookKeyring;
  secret?: string;
}): StandInKeyring {
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
    keysFor: (slug) => operators.keysFor(slug) ?? demoKeys(slug),
    standInSigningKey: (slug) => (operators.keysFor(slug) ? null : demoKeys(slug).standInKey),
  };
}
