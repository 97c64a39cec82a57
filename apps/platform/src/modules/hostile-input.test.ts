// Hostile input (issue 10): every operation of the OpenAPI document, fed NUL bytes, 10 KB strings,
// out-of-range numbers, lone surrogates and values of the wrong type in each of its parameters and
// body properties, as a guest and (where the operation needs it) as a signed-in player, must never
// answer a 5xx; a failure names the operation and the value. The document is the list of
// operations, so a new call is covered the day it is documented.
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { type Game, gameUrlResponseSchema } from '@vitrine/contract/games.ts';
import { sportsbookSessionResponseSchema } from '@vitrine/contract/sportsbook.ts';
import {
  HOSTILE_JSON,
  HOSTILE_URL,
  nestedArrays,
} from '@vitrine/contract/testing/hostile-input.ts';
import { ANA, captchaPass, multipart, pngBytes, registerPlayer } from '../test/accounts.ts';
import { wholeCatalogue } from '../test/casino.ts';
import {
  documentedOperations,
  type JsonSchema,
  type Operation,
  resolveSchema as resolve,
  typesOf,
  valueSchemaOf,
} from '../test/openapi-operations.ts';
import { jsonBody, testPlatformPerFile } from '../test/test-platform.ts';

const operations = documentedOperations();

/** File routes the document leaves out (links the platform itself hands out): hostile too. */
const fileRoute = (path: string, pathParams: string[], query: string[] = []): Operation => ({
  name: `GET ${path} (not in the document)`,
  method: 'GET',
  path,
  security: [],
  signedIn: false,
  documented: false,
  query,
  pathParams,
  parameters: {},
  body: null,
});
operations.push(
  fileRoute('/storage/{tenant}/{file}', ['tenant', 'file']),
  fileRoute('/uploads/{tenant}/avatars/{avatar}', ['tenant', 'avatar']),
  fileRoute('/t/demo/documents/{id}/file', ['id'], ['expires', 'signature']),
);

// ─── Hostile values ─────────────────────────────────────────────────────────────────────────────

// HOSTILE_JSON and HOSTILE_URL, the values both apps' tests share, are in the contract.

// ─── The platform, and values that pass validation ──────────────────────────────────────────────

const platform = testPlatformPerFile({ seedGames: 24 });
let game: Game;
let launchToken: string;

beforeAll(async () => {
  const catalogue = await wholeCatalogue(platform.app, 'demo');
  const playable = catalogue.find((entry) => entry.only_demo);
  if (!playable) throw new Error('no demo-only game in the seed');
  game = playable;
  const launch = await platform.app.inject({
    method: 'POST',
    url: '/t/demo/games/url',
    payload: { game_id: game.id, provider_code: game.providercode, mode: 'demo' },
  });
  const { gameUrl } = gameUrlResponseSchema.parse(jsonBody(launch));
  launchToken = new URL(gameUrl).pathname.split('/').pop() ?? '';
});

/** A value the field accepts, so that a hostile value in another field is the only problem. */
function sampleFor(field: string, schema: JsonSchema = {}): unknown {
  const resolved = valueSchemaOf(schema);
  const types = typesOf(resolved);
  const samples: Record<string, unknown> = {
    username: ANA.username,
    password: ANA.password,
    current_password: ANA.password,
    password_confirmation: ANA.password,
    email: ANA.email,
    cpf: ANA.cpf,
    name: 'Ana Souza',
    code: '123456',
    captcha: captchaPass(),
    channel: 'email',
    to: ANA.email,
    birth_date: '1990-05-01',
    idToken: 'demo-google',
    opId: 'op-1',
    reason: 'Ilegível',
    domain: 'localhost',
    slug: 'terms',
    tenant: 'demo',
    file: 'logo.webp',
    avatar: 'avatar.png',
    token: launchToken,
    id: '1',
    user_id: 1,
    stake: 100,
    gameId: game.id,
    provider_code: game.providercode,
    game_id: types.includes('integer') ? game.id : game.gamecode,
  };
  if (Object.hasOwn(samples, field)) return samples[field];
  if (resolved.enum?.[0] !== undefined) return resolved.enum[0];
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return resolved.minimum ?? 1;
  return 'abc';
}

interface Attempt {
  what: string;
  request: InjectOptions;
}

/** Stands for a real PNG in a multipart field of binary format. */
const FILE = Symbol('a real PNG');

interface RequestParts {
  /** Raw (percent-encoded) path segments by parameter name; samples for the rest. */
  path?: Record<string, string>;
  /** Raw `name=value` pairs in place of the samples of the parameter named `replacing`. */
  query?: { replacing?: string; pairs: string[] };
  /** Body properties over the samples. */
  body?: Record<string, unknown>;
}

/** Path samples of one operation, where a shared name means another thing (issue 37). */
const OPERATION_SAMPLES: Record<string, Record<string, string>> = {
  // Every brand's seeded promotions include the missions one.
  '/promotions/{slug}': { slug: 'missoes' },
};

const encodedSample = (operation: Operation, name: string) =>
  encodeURIComponent(
    String(
      Object.entries(OPERATION_SAMPLES).find(([path]) => operation.path.endsWith(path))?.[1][
        name
      ] ?? sampleFor(name, operation.parameters[name]),
    ),
  );

/** The operation's request with sample values, except where `parts` says otherwise. */
async function requestFor(
  operation: Operation,
  parts: RequestParts = {},
): Promise<Omit<InjectOptions, 'method'>> {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_whole, name: string) => parts.path?.[name] ?? encodedSample(operation, name),
  );
  const pairs = [
    ...operation.query
      .filter((name) => name !== parts.query?.replacing)
      .map((name) => `${name}=${encodedSample(operation, name)}`),
    ...(parts.query?.pairs ?? []),
  ];
  const url = pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
  if (!operation.body) return { url };

  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(operation.body.properties)) {
    fields[name] = resolve(schema).format === 'binary' ? FILE : sampleFor(name, schema);
  }
  Object.assign(fields, parts.body);
  if (operation.body.kind === 'json') return { url, payload: fields };

  const form: Parameters<typeof multipart>[0] = {};
  for (const [name, value] of Object.entries(fields)) {
    form[name] =
      value === FILE
        ? { filename: 'foto.png', contentType: 'image/png', bytes: await pngBytes() }
        : typeof value === 'object' && value !== null && 'filename' in value
          ? { filename: String(value.filename), contentType: 'image/png', bytes: await pngBytes() }
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
  }
  const { payload, headers } = await multipart(form);
  return { url, payload, headers };
}

/** Bodies that are not what any operation expects, sent raw. */
const HOSTILE_BODIES: [string, string, string][] = [
  ['a JSON string body', 'application/json', '"texto"'],
  ['a JSON array body', 'application/json', '[1, 2]'],
  ['a JSON null body', 'application/json', 'null'],
  ['a JSON number body', 'application/json', '42'],
  [
    'a body of arrays nested 100 000 deep',
    'application/json',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  ],
  [
    'a body of objects nested 20 000 deep',
    'application/json',
    `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  ],
  ['malformed JSON', 'application/json', '{"a":'],
  ['a __proto__ key', 'application/json', '{"__proto__": {"admin": true}}'],
  ['a JSON key with a NUL byte', 'application/json', '{"a\\u0000b": 1}'],
  ['a JSON escape of a lone surrogate', 'application/json', '{"x": "\\ud800"}'],
  ['JSON declared as UTF-16', 'application/json; charset=utf-16', '{}'],
  ['a text/plain body', 'text/plain', 'texto'],
  ['a form-urlencoded body', 'application/x-www-form-urlencoded', 'a=%00'],
  ['a broken multipart body', 'multipart/form-data; boundary=x', '--x\r\nnada'],
];

/** Every hostile request for one operation. */
async function attemptsFor(operation: Operation): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const add = async (what: string, parts: RequestParts) =>
    attempts.push({
      what,
      request: { method: operation.method, ...(await requestFor(operation, parts)) },
    });

  for (const name of operation.query) {
    for (const [label, raw] of HOSTILE_URL) {
      await add(`query ${name} = ${label}`, {
        query: { replacing: name, pairs: [`${name}=${raw}`] },
      });
    }
    await add(`query ${name} given twice (an array)`, {
      query: { replacing: name, pairs: [`${name}=a`, `${name}=b`] },
    });
  }
  for (const name of operation.pathParams) {
    for (const [label, raw] of HOSTILE_URL) {
      if (raw !== '') await add(`path ${name} = ${label}`, { path: { [name]: raw } });
    }
  }
  // A parameter the document does not name is input too.
  await add('an undocumented query parameter with a NUL byte', { query: { pairs: ['extra=%00'] } });

  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    const binary = resolve(schema).format === 'binary';
    for (const [label, value] of HOSTILE_JSON) {
      // A multipart field carries text only.
      if (operation.body?.kind === 'multipart' && typeof value !== 'string') continue;
      await add(`body ${name} = ${label}`, { body: { [name]: value } });
    }
    if (binary) {
      await add(`body ${name}: a file whose name holds a NUL byte`, {
        body: { [name]: { filename: 'fo\u0000to.png' } },
      });
    }
  }

  if (operation.method === 'POST') {
    const { url } = await requestFor(operation);
    for (const [what, contentType, payload] of HOSTILE_BODIES) {
      attempts.push({
        what,
        request: { method: 'POST', url, payload, headers: { 'content-type': contentType } },
      });
    }
  }
  return attempts;
}

async function fiveHundreds(attempts: Attempt[], token?: string): Promise<string[]> {
  const failures: string[] = [];
  for (const { what, request } of attempts) {
    const headers = {
      ...request.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const response = await platform.app.inject({ ...request, headers });
    if (response.statusCode >= 500) {
      failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
  }
  return failures;
}

describe('hostile input: no operation of the OpenAPI document answers 5xx', () => {
  it('reads every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  // The samples must pass, or a hostile value would hide behind a sample's own 422.
  it.each(
    operations
      .filter((operation) => operation.method === 'GET' && operation.documented)
      .map((operation) => [operation.name, operation] as const),
  )('the sample request of %s passes', async (_name, operation) => {
    let token = operation.signedIn ? (await registerPlayer(platform.app, 'demo')).token : null;
    // The Betby stand-in's calls take the player's sportsbook token, not the site's.
    if (token && operation.path.startsWith('/t/demo/sportsbook/demo/')) {
      const session = await platform.app.inject({
        method: 'POST',
        url: '/t/demo/sportsbook/session',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      token = sportsbookSessionResponseSchema.parse(jsonBody(session)).token;
    }
    const response = await platform.app.inject({
      method: 'GET',
      ...(await requestFor(operation)),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const attempts = await attemptsFor(operation);
      const failures = await fiveHundreds(attempts);
      if (operation.signedIn) {
        // A fresh player per operation: a call that does succeed (log-out, self-exclusion) spends
        // only its own session.
        const { token } = await registerPlayer(platform.app, 'demo');
        failures.push(...(await fiveHundreds(attempts, token)).map((f) => `signed in: ${f}`));
      }
      expect(failures).toEqual([]);
    },
  );
});

// ─── The newer calls: a malformed value is a 422 naming its field ───────────────────────────────

/**
 * Issue 39 §5: the calls added since the walk was written (responsible gaming, boxes and prizes,
 * the loyalty wallet, missions, bonuses, coupons, cashback, promotions, referrals, the ranking),
 * told apart by their paths; a new call under one of these is walked without editing the test.
 */
const NEWER_CALLS =
  /^\/t\/demo\/(responsible-gaming|boxes|prizes|wallet\/loyalty|missions|bonuses|wallet\/bonuses|promotions|profile\/affiliates|ranking)(\/|$)/;

/** Values no field of any type accepts. */
const MALFORMED_ANYWHERE: [string, unknown][] = [
  ['a NUL byte', '\u0000'],
  ['a lone surrogate', 'ana\ud800'],
  ['an object', { a: 'b' }],
  ['an array', ['a', 'b']],
  ['arrays nested 2000 deep', nestedArrays(2000)],
];

/** Texts off a field's pattern: the first one the pattern refuses is sent. */
const OFF_PATTERN = ['<script>alert(1)</script>', 'com espaço e acento', 'x'.repeat(300)];

/** Values the field's own schema refuses: out of its range, not one of its values, off its pattern. */
function malformedFor(schema: JsonSchema): [string, unknown][] {
  const value = valueSchemaOf(schema);
  const types = typesOf(schema);
  const values: [string, unknown][] = [];
  if (value.enum || value.const !== undefined || resolve(schema).anyOf?.some((s) => s.const)) {
    values.push(['a value not among its values', 'nao-existe']);
  }
  if (types.includes('integer') || types.includes('number')) {
    values.push(['text', 'abc'], ['a fraction', 1.5], ['1e300', 1e300]);
    if (value.maximum !== undefined) values.push(['above its maximum', value.maximum + 1]);
    if (value.exclusiveMinimum !== undefined)
      values.push(['its exclusive minimum', value.exclusiveMinimum]);
    if (value.minimum !== undefined) values.push(['below its minimum', value.minimum - 1]);
  }
  const pattern = value.pattern === undefined ? undefined : new RegExp(value.pattern, 'u');
  const offPattern = OFF_PATTERN.find((text) => pattern && !pattern.test(text));
  if (offPattern !== undefined) values.push([`off its pattern: ${offPattern}`, offPattern]);
  return values;
}

/** The same, as the raw text of a query parameter or a path segment. */
function malformedInUrl(schema: JsonSchema, where: 'query' | 'path'): [string, string][] {
  return [
    ['a NUL byte', '%00'],
    // In a path, bytes that decode to no text stop Fastify's router before any route: its 400.
    ...(where === 'query'
      ? [['a lone surrogate (CESU-8 bytes)', '%ED%A0%80'] as [string, string]]
      : []),
    ...malformedFor(schema)
      .filter(([, value]) => typeof value !== 'object')
      .map(([label, value]): [string, string] => [label, encodeURIComponent(String(value))]),
  ];
}

/** A 422 whose field errors name `field` (or a place inside it), else what came back. */
function namesTheField(
  response: { statusCode: number; body: string },
  field: string,
  where: 'query' | 'path' | 'body',
) {
  // An address that can name nothing is a 404, as the documented answer to an unknown id is.
  if (where === 'path' && response.statusCode === 404) return true;
  if (response.statusCode !== 422) return false;
  const errors = laravelErrorSchema.parse(jsonBody(response)).errors ?? {};
  return Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`));
}

describe('hostile input: the newer calls answer a malformed value with a 422 naming its field', () => {
  const newer = operations.filter((operation) => NEWER_CALLS.test(operation.path));

  it('finds the newer calls in the document', () => {
    expect(newer.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([
        'POST /responsible-gaming/pause',
        'POST /boxes/buy',
        'GET /missions/{id}',
        'POST /bonuses/check-coupon',
        'POST /bonuses/cashback/claim',
        'GET /profile/affiliates',
        'GET /ranking',
      ]),
    );
  });

  it.each(newer.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      // Signed in where the call takes a player, so that the answer is the value's, not the door's.
      const token = operation.signedIn
        ? (await registerPlayer(platform.app, 'demo')).token
        : undefined;
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      const failures: string[] = [];
      const check = async (
        what: string,
        field: string,
        where: 'query' | 'path' | 'body',
        parts: RequestParts,
      ) => {
        const request = await requestFor(operation, parts);
        const response = await platform.app.inject({
          method: operation.method,
          ...request,
          headers: { ...request.headers, ...headers },
        });
        if (!namesTheField(response, field, where)) {
          failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      };
      for (const name of operation.query) {
        for (const [label, raw] of malformedInUrl(operation.parameters[name] ?? {}, 'query')) {
          await check(`query ${name} = ${label}`, name, 'query', {
            query: { replacing: name, pairs: [`${name}=${raw}`] },
          });
        }
      }
      for (const name of operation.pathParams) {
        for (const [label, raw] of malformedInUrl(operation.parameters[name] ?? {}, 'path')) {
          await check(`path ${name} = ${label}`, name, 'path', { path: { [name]: raw } });
        }
      }
      for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
        for (const [label, value] of [...MALFORMED_ANYWHERE, ...malformedFor(schema)]) {
          await check(`body ${name} = ${label}`, name, 'body', { body: { [name]: value } });
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('hostile input: malformed text is a 422 naming the field', () => {
  async function expectFieldError(
    request: InjectOptions,
    field: string,
    message: string,
    locale = 'pt-BR',
  ) {
    const response = await platform.app.inject({
      ...request,
      headers: { ...request.headers, 'accept-language': locale },
    });
    expect(response.statusCode, response.body).toBe(422);
    const body = laravelErrorSchema.parse(jsonBody(response));
    expect(body.errors).toEqual({ [field]: [message] });
    expect(body.message).toBe(message);
  }
  const NUL_PT = 'O campo domain contém caracteres não permitidos.';

  it('answers GET /api/site-config?domain=%00 with a 422 on domain', () =>
    expectFieldError({ method: 'GET', url: '/api/site-config?domain=%00' }, 'domain', NUL_PT));

  it('answers GET /t/demo/demo/outbox?to=%00 with a 422 on to', () =>
    expectFieldError(
      { method: 'GET', url: '/t/demo/demo/outbox?to=%00' },
      'to',
      'The to field contains characters that are not allowed.',
      'en',
    ));

  it('answers GET /t/demo/casinos/games?provider=%00 with a 422 on provider', () =>
    expectFieldError(
      { method: 'GET', url: '/t/demo/casinos/games?provider=%00' },
      'provider',
      'O campo provider contém caracteres não permitidos.',
    ));

  it('answers an address whose escapes decode to no text with the Laravel body', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/t/demo/missions/%ED%A0%80',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(laravelErrorSchema.parse(jsonBody(response)))).toEqual(['message']);
    expect(jsonBody(response)).not.toHaveProperty('code');
  });

  it('names the path parameter of a NUL in the address', () =>
    expectFieldError(
      { method: 'GET', url: '/t/demo/pages/ter%00ms' },
      'slug',
      'O campo slug contém caracteres não permitidos.',
    ));

  it('names the JSON property, however deep, of a lone surrogate', () =>
    expectFieldError(
      {
        method: 'POST',
        url: '/t/demo/auth/login',
        payload: '{"username": "ana\\ud800"}',
        headers: { 'content-type': 'application/json' },
      },
      'username',
      'O campo Telefone contém caracteres não permitidos.',
    ));

  it('names the multipart field of a NUL', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const form = await multipart({
      type: 'rg\u0000front',
      document: { filename: 'rg.png', contentType: 'image/png', bytes: await pngBytes() },
    });
    await expectFieldError(
      {
        method: 'POST',
        url: '/t/demo/documents/upload',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      },
      'type',
      'O campo type contém caracteres não permitidos.',
    );
  });

  it('refuses JSON nested deeper than any call needs', () =>
    expectFieldError(
      {
        method: 'POST',
        url: '/t/demo/profile/show',
        payload: { user_id: nestedArrays(40) },
      },
      'user_id.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
      'O campo user_id tem níveis demais.',
    ));
});
