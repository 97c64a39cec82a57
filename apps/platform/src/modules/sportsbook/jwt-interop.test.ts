import { type KeyObject, randomUUID } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sportsbookSessionResponseSchema } from '@vitrine/contract/sportsbook.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, tenantIdOf } from '../../test/casino.ts';
import {
  betbyKeyOf,
  DEMO_BRAND,
  makeCall,
  operatorPublicKeyOf,
  SPORTSBOOK_TEST_SECRET,
  transactionAnswer,
} from '../../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

// Our JWTs against a JWT library (jose) rather than our own code: what Betby's side, whatever it
// is written with, makes of the player's token, and whether callbacks signed by a library pass.

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

async function fundedPlayer(tenant: string) {
  const { data, token } = await registerPlayer(platform.app, tenant, { name: 'Carla Mendes' });
  const tenantId = await tenantIdOf(platform.db, tenant);
  await fundPlayer(platform.db, { tenantId, userId: data.id }, 10_000);
  return { id: data.id, token };
}

/** A callback as a library signs it: `{ payload }` of a JWT with the call's data in `payload`. */
async function librarySigned(data: object, key: KeyObject, alg: 'ES256' | 'RS256') {
  return new SignJWT({ payload: data as Record<string, unknown> })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1m')
    .setJti(randomUUID())
    .setAudience(DEMO_BRAND)
    .sign(key);
}

describe('the sportsbook’s JWTs and a JWT library', () => {
  it('issues a token jose verifies as ES256 under the operator’s public key, with Betby’s claims', async () => {
    const { id, token } = await fundedPlayer('demo');
    const response = await api(platform.app, 'demo').post(
      '/sportsbook/session',
      { lang: 'en' },
      token,
    );
    const issued = sportsbookSessionResponseSchema.parse(jsonBody(response));

    expect(decodeProtectedHeader(issued.token)).toEqual({ alg: 'ES256', typ: 'JWT' });
    const { payload } = await jwtVerify(issued.token, operatorPublicKeyOf('demo'), {
      algorithms: ['ES256'],
      issuer: DEMO_BRAND,
      subject: String(id),
      requiredClaims: ['iat', 'exp', 'jti'],
    });
    expect(payload).toMatchObject({
      name: 'Carla Mendes',
      lang: 'en',
      currency: 'BRL',
      odds_format: 'decimal',
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    // Under another key, or expecting another algorithm, jose refuses it.
    await expect(jwtVerify(issued.token, operatorPublicKeyOf('sorte'))).rejects.toThrow();
    await expect(
      jwtVerify(issued.token, operatorPublicKeyOf('demo'), { algorithms: ['RS256'] }),
    ).rejects.toThrow();
  });

  it('accepts a callback a library signed ES256 (the RS256 case: betby-live-keys.test.ts)', async () => {
    const demoPlayer = await fundedPlayer('demo');
    const es256 = await librarySigned(makeCall(demoPlayer.id, 1_000), betbyKeyOf('demo'), 'ES256');
    const demoBet = await platform.app.inject({
      method: 'POST',
      url: '/t/demo/sportsbook/betby/bet/make',
      payload: { payload: es256 },
    });
    expect(transactionAnswer(demoBet).balance).toBe(9_000);
  });
});
