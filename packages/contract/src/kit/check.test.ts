import { describe, expect, it } from 'vitest';
import { type CheckResult, checkBackend } from './check.ts';
import { isPassing, lineOf } from './contract-check.ts';

const API = 'https://api.brand.example/api';

type Route = (init: RequestInit) => { status: number; body?: unknown };

/** A backend that serves only `routes` (`GET /categories`), and 404 for everything else. */
function fakeBackend(routes: Record<string, Route>) {
  const calls: { name: string; headers: Headers }[] = [];
  const fetch = (input: string, init: RequestInit) => {
    const url = new URL(input);
    const name = `${init.method ?? 'GET'} ${url.pathname.replace('/api', '')}`;
    calls.push({ name, headers: new Headers(init.headers) });
    const answer = routes[name]?.(init) ?? { status: 404, body: { message: 'Not Found' } };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetch, calls };
}

const resultOf = (results: CheckResult[], operation: string) =>
  results.find((result) => result.operation === operation);

describe('checkBackend', () => {
  it('calls a route the backend lacks missing, and one answering the wrong shape invalid', async () => {
    const backend = fakeBackend({
      'GET /categories': () => ({ status: 200, body: { data: [{ id: 'one' }] } }),
    });
    const { results } = await checkBackend({ api: API, fetch: backend.fetch });

    expect(resultOf(results, 'GET /settings/banners')).toMatchObject({
      outcome: 'missing',
      status: 404,
    });
    // Its 404 for a page is the one it gives a made-up route, and a guest should get 401.
    expect(resultOf(results, 'GET /pages/{slug}')?.outcome).toBe('missing');
    expect(resultOf(results, 'POST /games/favorite/{gameId}')?.outcome).toBe('missing');
    const categories = resultOf(results, 'GET /categories');
    expect(categories?.outcome).toBe('invalid');
    expect(categories?.issues.length).toBeGreaterThan(0);
    expect(categories?.issues.length).toBeLessThanOrEqual(3);
    expect(categories?.issues[0]).toMatch(/^data\.0\.\w+: /);
  });

  it("takes a guest's 401 with the error body as the right answer to a player's call", async () => {
    const backend = fakeBackend({
      'GET /auth/me': () => ({ status: 401, body: { message: 'Unauthenticated.' } }),
      'GET /profile': () => ({ status: 200, body: {} }),
    });
    const { results } = await checkBackend({ api: API, fetch: backend.fetch });

    expect(resultOf(results, 'GET /auth/me')).toMatchObject({ outcome: 'valid', status: 401 });
    expect(resultOf(results, 'GET /profile')?.outcome).toBe('invalid');
  });

  it('sends no write without --write, and an Idempotency-Key with every POST', async () => {
    const backend = fakeBackend({});
    const { skipped } = await checkBackend({ api: API, fetch: backend.fetch });

    const posts = backend.calls.filter((call) => call.name.startsWith('POST'));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((call) => call.headers.get('Idempotency-Key'))).toBe(true);
    // As a guest, only reads and player-only calls (refused before anything is done) are sent.
    expect(backend.calls.map((call) => call.name)).not.toContain('POST /auth/register');
    expect(skipped.some((skip) => skip.operation === 'POST /auth/register')).toBe(true);
  });

  it('calls a sign-in turned down refused, and checks nothing else as the player', async () => {
    const backend = fakeBackend({
      'POST /auth/login': () => ({
        status: 422,
        body: {
          message: 'Credenciais inválidas.',
          errors: { username: ['Credenciais inválidas.'] },
        },
      }),
    });
    const { results } = await checkBackend({
      api: API,
      fetch: backend.fetch,
      player: { phone: '+5511999990001', password: 'wrong', email: 'qa@brand.example' },
    });

    expect(resultOf(results, 'POST /auth/login')).toMatchObject({
      as: 'player',
      outcome: 'refused',
      issues: ['Credenciais inválidas.'],
    });
    expect(results.filter((result) => result.as === 'player')).toHaveLength(1);
  });

  it('says everything is missing when nothing answers', async () => {
    const fetch = () => Promise.reject(new TypeError('fetch failed'));
    const { results } = await checkBackend({ api: API, fetch });

    expect(results.every((result) => result.outcome === 'missing')).toBe(true);
  });
});

describe('the command’s lines', () => {
  it('prints one line per operation, with the first zod issues of an invalid answer', () => {
    const invalid: CheckResult = {
      operation: 'POST /games/get',
      as: 'player',
      outcome: 'invalid',
      status: 200,
      issues: ['data.title: Invalid input: expected string, received undefined'],
    };
    expect(
      lineOf({
        operation: 'GET /casinos/games',
        as: 'guest',
        outcome: 'valid',
        status: 200,
        issues: [],
      }),
    ).toBe('✓ GET /casinos/games (guest) 200');
    expect(lineOf(invalid)).toBe(
      '✗ POST /games/get (player) 200: data.title: Invalid input: expected string, received undefined',
    );
    expect(isPassing({ results: [invalid], skipped: [] })).toBe(false);
  });
});
