// Authorization walk (issue 39 §5): every operation the OpenAPI document says takes a player's
// token is called on one brand as a guest and with a valid token of another brand's player; each
// must turn the caller away (401, or 403 where a guest may ask but not for this), never answer 2xx
// and never 5xx. The same requests with the brand's own player's token must get past the door, so
// a 401 here is the tenant check and not a request that could never succeed. The document is the
// list of operations: a call is walked the day it is documented with its `security`.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@vitrine/contract/games.ts';
import { sportsbookSessionResponseSchema } from '@vitrine/contract/sportsbook.ts';
import { captchaPass, registerPlayer } from '../test/accounts.ts';
import { wholeCatalogue } from '../test/casino.ts';
import {
  documentedOperations,
  type JsonSchema,
  type Operation,
  resolveSchema,
} from '../test/openapi-operations.ts';
import { jsonBody, testPlatformPerFile } from '../test/test-platform.ts';

/** The brand every request is addressed to, and the brand the intruder is a player of. */
const HOME = 'demo';
const OTHER = 'sorte';

const allOperations = documentedOperations(HOME);

/** Operations a player's token opens (the document's `bearer` scheme). */
const tokenOperations = allOperations.filter((operation) =>
  operation.security.some((way) => way.includes('bearer')),
);
/** …of which a caller with no credentials at all may also use (GET /ranking: guests see it). */
const openToAnyone = (operation: Operation) => operation.security.some((way) => way.length === 0);
/** …or a guest by its Guest-ID (POST /broadcasting/auth, for the guest's own channel). */
const openToGuests = (operation: Operation) =>
  operation.security.some((way) => way.includes('guest'));

/**
 * Operations that answer a guest 403 rather than 401, each with its reason. pusher-js signs a user
 * in with the same headers as every call, a guest's Guest-ID included (docs/product/realtime.md),
 * and the document answers that guest 403: guests do not sign in.
 */
const GUEST_FORBIDDEN: Record<string, string> = {
  'POST /broadcasting/user-auth': 'guests do not sign in (the document says 403)',
};

/** The sportsbook stand-in's calls take the player's sportsbook token, not the site's. */
const takesSportsbookToken = (operation: Operation) =>
  operation.path.startsWith(`/t/${HOME}/sportsbook/demo/`);

const platform = testPlatformPerFile({ seedGames: 24 });
let game: Game;
/** A player of the other brand, signed in there (a brand without Betby: no sportsbook token). */
let intruder: { id: number; token: string };

async function sportsbookToken(tenant: string, token: string): Promise<string> {
  const session = await platform.app.inject({
    method: 'POST',
    url: `/t/${tenant}/sportsbook/session`,
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(session.statusCode, session.body).toBe(200);
  return sportsbookSessionResponseSchema.parse(jsonBody(session)).token;
}

beforeAll(async () => {
  const [first] = await wholeCatalogue(platform.app, HOME);
  if (!first) throw new Error('no game in the seed');
  game = first;
  const { data, token } = await registerPlayer(platform.app, OTHER);
  intruder = { id: data.id, token };
});

/** A value the field accepts, so that nothing but the credentials can turn the request away. */
function sampleFor(field: string, schema: JsonSchema = {}): unknown {
  const resolved = resolveSchema(schema);
  const types = [resolved.type ?? []].flat();
  const samples: Record<string, unknown> = {
    gameId: game.id,
    game_id: types.includes('integer') ? game.id : game.gamecode,
    provider_code: game.providercode,
    // The intruder asking for their own channel, on a brand they are not a player of.
    socket_id: '1234.5678',
    channel_name: `private-universal.${intruder.id}`,
    captcha: captchaPass(),
    name: 'Ana Souza',
  };
  if (Object.hasOwn(samples, field)) return samples[field];
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return resolved.minimum ?? 1;
  return 'abc';
}

/** The operation with plausible values in its path, query and (JSON) body; no credentials. */
function requestFor(operation: Operation): InjectOptions {
  const value = (name: string) =>
    encodeURIComponent(String(sampleFor(name, operation.parameters[name])));
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => value(name));
  const query = operation.query.map((name) => `${name}=${value(name)}`).join('&');
  const url = query === '' ? path : `${path}?${query}`;
  const body = Object.fromEntries(
    Object.entries(operation.body?.properties ?? {}).map(([name, schema]) => [
      name,
      sampleFor(name, schema),
    ]),
  );
  // A multipart call's fields go as JSON too: the door comes before the body is read.
  return operation.method === 'GET'
    ? { method: 'GET', url }
    : { method: 'POST', url, payload: body, headers: { 'idempotency-key': randomUUID() } };
}

async function send(operation: Operation, headers: Record<string, string>) {
  const request = requestFor(operation);
  return platform.app.inject({ ...request, headers: { ...request.headers, ...headers } });
}

const byName = (operations: Operation[]) =>
  operations.map((operation) => [operation.name, operation] as const);

describe('authorization walk: every operation that takes a token, from outside', () => {
  it('reads the operations that take a token from the document', () => {
    const names = tokenOperations.map((operation) => operation.name);
    // The newer calls: responsible gaming, boxes, missions, bonuses, referrals, ranking.
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /auth/me',
        'POST /responsible-gaming/limits',
        'POST /boxes/buy',
        'POST /prizes/sell',
        'POST /missions/{id}/claim',
        'POST /bonuses/cashback/claim',
        'POST /bonuses/{id}/cancel',
        'GET /profile/affiliates',
        'GET /ranking',
      ]),
    );
    expect(names.length).toBeGreaterThan(50);
  });

  it.each(byName(tokenOperations.filter((operation) => !openToAnyone(operation))))(
    'turns a guest away from %s',
    async (_name, operation) => {
      // A guest of the web always sends its Guest-ID; with it or without, no player's door opens.
      const asGuest: Record<string, string>[] = [{ 'guest-id': randomUUID() }, {}];
      for (const headers of asGuest) {
        const response = await send(operation, headers);
        const expected =
          openToGuests(operation) || operation.name in GUEST_FORBIDDEN ? [401, 403] : [401];
        expect(expected, `${JSON.stringify(headers)}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    },
  );

  it.each(byName(tokenOperations))(
    "turns another brand's player away from %s",
    async (_name, operation) => {
      const response = await send(operation, { authorization: `Bearer ${intruder.token}` });
      expect([401, 403], response.body).toContain(response.statusCode);
    },
  );

  // The control: the walk's requests reach the door, and the brand's own player gets through it.
  it.each(byName(tokenOperations))(
    "lets the brand's own player past the door of %s",
    async (_name, operation) => {
      // A fresh player per operation: a call that succeeds (log-out, a pause) spends only its own.
      const { token } = await registerPlayer(platform.app, HOME);
      const bearer = takesSportsbookToken(operation) ? await sportsbookToken(HOME, token) : token;
      const response = await send(operation, { authorization: `Bearer ${bearer}` });
      expect(response.statusCode, response.body).not.toBe(401);
      expect(response.statusCode, response.body).toBeLessThan(500);
    },
  );
});
