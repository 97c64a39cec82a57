import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { betbyErrorSchema, betbyPingAnswerSchema } from '@vitrine/contract/sportsbook.ts';
import { registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, tenantIdOf } from '../../test/casino.ts';
import {
  betbyJwt,
  DEMO_BRAND,
  makeCall,
  SPORTSBOOK_TEST_SECRET,
  transactionAnswer,
} from '../../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet } from '../wallet/wallet-service.ts';
import { parseConfiguredKeys } from './sportsbook-keys.ts';

// A tenant configured as an operator goes live: Betby's key is RSA (its callbacks RS256), as
// operators' public integrations verify them, while the player's token stays ES256.

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ format: 'pem', type }).toString();

const operator = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const betby = generateKeyPairSync('rsa', { modulusLength: 2048 });

const platform = testPlatformPerFile({
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
  sportsbookKeys: {
    demo: {
      operatorPrivateKey: pem(operator.privateKey, 'pkcs8'),
      betbyPublicKey: pem(betby.publicKey, 'spki'),
    },
  },
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A callback JWT signed RS256 (RSASSA-PKCS1-v1_5 with SHA-256). */
function rs256(claims: object, key: KeyObject = betby.privateKey, alg = 'RS256') {
  const input = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

const claimsOf = (payload: object, extra: object = {}) => ({
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 60,
  jti: randomUUID(),
  ...extra,
  payload,
});

const post = (path: string, jwt: string, tenant = 'demo') =>
  platform.app.inject({
    method: 'POST',
    url: `/t/${tenant}/sportsbook/betby/${path}`,
    payload: { payload: jwt },
  });

async function bettor(balance = 10_000) {
  const { data } = await registerPlayer(platform.app, 'demo');
  const tenantId = await tenantIdOf(platform.db, 'demo');
  await fundPlayer(platform.db, { tenantId, userId: data.id }, balance);
  return { id: data.id, tenantId };
}

const balanceOf = async (player: { id: number; tenantId: number }) =>
  (await findWallet(platform.db, { tenantId: player.tenantId, userId: player.id }))?.balance;

describe('Betby callbacks under an operator’s RSA key', () => {
  it('accepts RS256 with or without aud, and debits the stake once', async () => {
    const player = await bettor();
    const withAud = makeCall(player.id, 1_000);
    expect(
      transactionAnswer(await post('bet/make', rs256(claimsOf(withAud, { aud: DEMO_BRAND })))),
    ).toMatchObject({ balance: 9_000 });
    const withoutAud = makeCall(player.id, 500);
    withoutAud.transaction = {
      ...withoutAud.transaction,
      operator_brand_id: DEMO_BRAND,
    } as typeof withoutAud.transaction;
    const answer = transactionAnswer(await post('bet/make', rs256(claimsOf(withoutAud))));
    expect(answer.balance).toBe(8_500);
    // A replay of the same call moves nothing.
    expect(transactionAnswer(await post('bet/make', rs256(claimsOf(withoutAud)))).balance).toBe(
      8_500,
    );
    expect(await balanceOf(player)).toBe(8_500);
  });

  it('accepts a callback a JWT library (jose) signed RS256', async () => {
    const player = await bettor();
    const jwt = await new SignJWT({ payload: makeCall(player.id, 700) })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1m')
      .setJti(randomUUID())
      .setAudience(DEMO_BRAND)
      .sign(betby.privateKey);
    expect(transactionAnswer(await post('bet/make', jwt)).balance).toBe(9_300);
  });

  it('refuses every other signature and another brand with 2005, moving nothing', async () => {
    const player = await bettor();
    const data = makeCall(player.id, 1_000);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const otherBrand = makeCall(player.id, 1_000);
    otherBrand.betslip = {
      ...otherBrand.betslip,
      operator_brand_id: 'sorte-brand',
    } as typeof otherBrand.betslip;
    const untrusted: [string, string][] = [
      ['the stand-in’s ES256 key, no longer this tenant’s', betbyJwt(data)],
      ['another RSA key', rs256(claimsOf(data), stranger)],
      ['an RSA signature calling itself ES256', rs256(claimsOf(data), betby.privateKey, 'ES256')],
      ['an RSA signature calling itself PS256', rs256(claimsOf(data), betby.privateKey, 'PS256')],
      ['alg none', `${part({ alg: 'none' })}.${part(claimsOf(data))}.`],
      ['another brand in aud', rs256(claimsOf(data, { aud: 'sorte-brand' }))],
      ['another brand in the betslip', rs256(claimsOf(otherBrand))],
      ['expired', rs256(claimsOf(data, { exp: Math.floor(Date.now() / 1000) - 5 }))],
    ];
    for (const [what, jwt] of untrusted) {
      const response = await post('bet/make', jwt);
      expect(response.statusCode, what).toBe(403);
      expect(betbyErrorSchema.parse(jsonBody(response)), what).toEqual({
        code: 2005,
        message: 'Invalid JWT token',
      });
    }
    expect(await balanceOf(player)).toBe(10_000);
  });

  it('answers a plain GET ping with the time where Betby is active', async () => {
    const response = await platform.app.inject({ url: '/t/demo/sportsbook/betby/ping' });
    expect(response.statusCode).toBe(200);
    const { timestamp } = betbyPingAnswerSchema.parse(jsonBody(response));
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect((await platform.app.inject({ url: '/t/sorte/sportsbook/betby/ping' })).statusCode).toBe(
      404,
    );
  });

  it('refuses RSA keys under 2048 bits at start, naming the tenant', () => {
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() =>
      parseConfiguredKeys('demo', {
        operatorPrivateKey: pem(operator.privateKey, 'pkcs8'),
        betbyPublicKey: pem(weak.publicKey, 'spki'),
      }),
    ).toThrow(/demo: betby_public_key is an RSA key of 1024 bits/);
  });
});
