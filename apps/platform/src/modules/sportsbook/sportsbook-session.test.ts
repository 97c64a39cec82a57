import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  sportsbookSessionResponseSchema,
  sportsbookTokenClaimsSchema,
} from '@vitrine/contract/sportsbook.ts';
import { api, registerPlayer, selfExcludeForADay } from '../../test/accounts.ts';
import { operatorPublicKeyOf, SPORTSBOOK_TEST_SECRET } from '../../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { createSportsbookKeyring, readSportsbookKeysFile } from './sportsbook-keys.ts';

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

/**
 * The token checked without our own JWT code: the header, the claims, and the ES256 signature
 * (raw r‖s, IEEE P1363) over `header.payload` under `publicKey`, with node:crypto alone.
 */
function independentlyVerified(token: string, publicKey: KeyObject) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const decode = (part: string): unknown =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return {
    valid,
    header: z.object({ alg: z.string(), typ: z.string() }).parse(decode(header)),
    claims: sportsbookTokenClaimsSchema.strict().parse(decode(payload)),
  };
}

async function session(token: string | undefined, tenant = 'demo', headers = {}, body = {}) {
  return api(platform.app, tenant).post('/sportsbook/session', body, token, headers);
}

describe('POST /sportsbook/session', () => {
  it('issues the player an ES256 token, signed with the tenant’s operator key, with Betby’s claims', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo', { name: 'Carla Mendes' });
    const before = Math.floor(Date.now() / 1000);
    const response = await session(token);
    expect(response.statusCode, response.body).toBe(200);
    const issued = sportsbookSessionResponseSchema.parse(jsonBody(response));

    const { valid, header, claims } = independentlyVerified(
      issued.token,
      operatorPublicKeyOf('demo'),
    );
    expect(valid).toBe(true);
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: 'demo-brand',
      sub: String(data.id),
      name: 'Carla Mendes',
      lang: 'pt-br',
      currency: 'BRL',
      odds_format: 'decimal',
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.expires_at).toBe(new Date(claims.exp * 1000).toISOString());
    // Another tenant's key does not verify it.
    expect(independentlyVerified(issued.token, operatorPublicKeyOf('sorte')).valid).toBe(false);
  });

  it('speaks the player’s language: Accept-Language, or the widget’s `lang`', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const claimsOf = async (headers: object, body: object = {}) => {
      const response = await session(token, 'demo', headers, body);
      const issued = sportsbookSessionResponseSchema.parse(jsonBody(response));
      return independentlyVerified(issued.token, operatorPublicKeyOf('demo')).claims;
    };
    expect((await claimsOf({ 'accept-language': 'en-US,en;q=0.9' })).lang).toBe('en');
    expect((await claimsOf({ 'accept-language': 'pt-BR' })).lang).toBe('pt-br');
    expect((await claimsOf({ 'accept-language': 'pt-BR' }, { lang: 'en' })).lang).toBe('en');
  });

  it('refreshes by asking again: a new token with a new jti', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const first = sportsbookSessionResponseSchema.parse(jsonBody(await session(token)));
    const second = sportsbookSessionResponseSchema.parse(jsonBody(await session(token)));
    const jti = (issued: { token: string }) =>
      independentlyVerified(issued.token, operatorPublicKeyOf('demo')).claims.jti;
    expect(jti(second)).not.toBe(jti(first));
  });

  it('gives guests no token (401)', async () => {
    const response = await session(undefined);
    expect(response.statusCode).toBe(401);
    expect(laravelErrorSchema.parse(jsonBody(response)).message).toBe('Não autenticado.');
  });

  it('is a 404 on a tenant without Betby (sorte), signed in or not', async () => {
    const { token } = await registerPlayer(platform.app, 'sorte');
    expect((await session(token, 'sorte')).statusCode).toBe(404);
    expect((await session(undefined, 'sorte')).statusCode).toBe(404);
  });

  it('refuses a self-excluded player with the §4 403', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    await selfExcludeForADay(platform.db, data.id);
    const response = await session(token);
    expect(response.statusCode).toBe(403);
    expect(jsonBody(response)).toMatchObject({ selfExcluded: true });
  });

  it('refuses a malformed language with a 422', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    expect((await session(token, 'demo', {}, { lang: 'fr' })).statusCode).toBe(422);
  });
});

describe('the sportsbook keyring', () => {
  const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
    key.export({ format: 'pem', type }).toString();

  it('uses the operator’s keys where configured, and none for the others', () => {
    const operator = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const betby = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const configured = {
      demo: {
        operatorPrivateKey: pem(operator.privateKey, 'pkcs8'),
        betbyPublicKey: pem(betby.publicKey, 'spki'),
      },
    };
    const live = createSportsbookKeyring(configured);
    expect(pem(live.keysFor('demo')?.betbyPublicKey ?? betby.privateKey, 'spki')).toBe(
      pem(betby.publicKey, 'spki'),
    );
    expect(live.keysFor('sorte')).toBeNull();
  });

  it('refuses keys that are not P-256, naming the file and the tenant', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    const folder = mkdtempSync(join(tmpdir(), 'sportsbook-keys-'));
    const file = join(folder, 'keys.json');
    writeFileSync(
      file,
      JSON.stringify({
        demo: {
          operator_private_key: pem(rsa.privateKey, 'pkcs8'),
          betby_public_key: pem(p384.publicKey, 'spki'),
        },
      }),
    );
    expect(() => readSportsbookKeysFile(file)).toThrow(/SPORTSBOOK_KEYS_FILE.*demo: operator/);
    writeFileSync(file, '{ not json');
    expect(() => readSportsbookKeysFile(file)).toThrow(/SPORTSBOOK_KEYS_FILE/);
  });
});
