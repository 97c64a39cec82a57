import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_TEST_SECRET } from '../../test/sportsbook.ts';
import { derivedKeyPair, operatorKeyLabel, standInKeyring } from './stand-in-keys.ts';

const pem = (key: KeyObject) => key.export({ format: 'pem', type: 'spki' }).toString();

describe('the stand-in keyring', () => {
  it('derives the same P-256 pairs from the same secret, another pair per tenant', () => {
    const one = derivedKeyPair(SPORTSBOOK_TEST_SECRET, operatorKeyLabel('demo'));
    const again = derivedKeyPair(SPORTSBOOK_TEST_SECRET, operatorKeyLabel('demo'));
    const other = derivedKeyPair(SPORTSBOOK_TEST_SECRET, operatorKeyLabel('sorte'));
    expect(one.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(pem(one.publicKey)).toBe(pem(again.publicKey));
    expect(pem(one.publicKey)).not.toBe(pem(other.publicKey));
  });

  it('keeps the operator’s keys where configured, and signs as Betby only for the others', () => {
    const operator = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const betby = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const configured = {
      operatorPrivateKey: operator.privateKey,
      operatorPublicKey: operator.publicKey,
      betbyPublicKey: betby.publicKey,
    };
    const demo = standInKeyring({
      operators: { keysFor: (slug) => (slug === 'demo' ? configured : null) },
      secret: 'd'.repeat(32),
    });
    expect(demo.keysFor('demo')).toBe(configured);
    expect(demo.standInSigningKey('demo')).toBeNull();
    expect(demo.standInSigningKey('sorte')).not.toBeNull();
    expect(pem(demo.keysFor('sorte')?.operatorPublicKey ?? operator.publicKey)).toBe(
      pem(derivedKeyPair('d'.repeat(32), operatorKeyLabel('sorte')).publicKey),
    );
  });
});
