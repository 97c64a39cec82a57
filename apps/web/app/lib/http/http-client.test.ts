import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createHttpClient, type FetchLike, type HttpClientConfig } from './http-client';
import { HttpError, type ErrorReport } from './http-error';

const API = 'https://api.demo.example/api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A scripted answer of the fake server. */
type Answer =
  | Response
  | { networkError: string }
  /** Never answers, but gives up when the request is aborted, like a real fetch. */
  | 'hang'
  /** Never answers and ignores the abort signal. */
  | 'hang-ignoring-abort';

interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function fakeServer(...answers: Answer[]) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    });
    const answer = answers.shift();
    if (answer === undefined) return Promise.reject(new Error('fake server: nothing scripted'));
    if (answer instanceof Response) return Promise.resolve(answer);
    if (answer === 'hang-ignoring-abort') return new Promise<Response>(() => undefined);
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    }
    return Promise.reject(new TypeError(answer.networkError));
  };
  return { fetch, calls };
}

function setUp(server: ReturnType<typeof fakeServer>, overrides: Partial<HttpClientConfig> = {}) {
  const reports: ErrorReport[] = [];
  const counts = { networkFailures: 0, successes: 0 };
  const client = createHttpClient({
    baseUrl: API,
    fetch: server.fetch,
    getAuthToken: () => null,
    getGuestId: () => 'guest-0123456789abcdef',
    getLmcp: () => null,
    gtmId: 'GTM-ABC123',
    onError: (report) => reports.push(report),
    onNetworkFailure: () => {
      counts.networkFailures += 1;
    },
    onSuccess: () => {
      counts.successes += 1;
    },
    ...overrides,
  });
  return { client, reports, counts };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('headers', () => {
  it('asks for JSON and identifies a guest with Guest-ID', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server).client.get('/games');
    const { headers } = server.calls[0]!;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Guest-ID')).toBe('guest-0123456789abcdef');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('lmcp')).toBeNull();
  });

  it('sends the bearer token instead of Guest-ID when signed in', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server, { getAuthToken: () => 'token-123' }).client.get('/me');
    const { headers } = server.calls[0]!;
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('Guest-ID')).toBeNull();
  });

  it('adds the lmcp header when a campaign value is stored', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server, { getLmcp: () => 'summer-24' }).client.get('/games');
    expect(server.calls[0]!.headers.get('lmcp')).toBe('summer-24');
  });

  it('ignores a stored token with a line break and falls back to Guest-ID', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server, { getAuthToken: () => 'abc\r\nX-Admin: 1' }).client.get('/me');
    const { headers } = server.calls[0]!;
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Guest-ID')).toBe('guest-0123456789abcdef');
  });

  it('lets a call add its own headers', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server).client.post('/broadcasting/auth', {
      body: { socket_id: '1.2' },
      headers: { 'X-Socket-ID': '1.2' },
    });
    expect(server.calls[0]!.headers.get('X-Socket-ID')).toBe('1.2');
  });
});

describe('URL and body', () => {
  it('joins the base URL and the path with exactly one slash', async () => {
    const server = fakeServer(json(200, {}), json(200, {}));
    const { client } = setUp(server, { baseUrl: `${API}/` });
    await client.get('/games');
    await client.get('games');
    expect(server.calls.map((call) => call.url)).toEqual([`${API}/games`, `${API}/games`]);
  });

  it('encodes the query string, leaving out empty values', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server).client.get('/games', {
      query: {
        search: 'fortune tiger & co',
        page: 2,
        provider: null,
        category: undefined,
        mobile: true,
        demo: false,
        ids: [1, 2],
        'tags[]': ['a=b'],
      },
    });
    const url = new URL(server.calls[0]!.url);
    expect(url.pathname).toBe('/api/games');
    expect(url.search).toBe(
      '?search=fortune+tiger+%26+co&page=2&mobile=1&demo=0&ids%5B%5D=1&ids%5B%5D=2&tags%5B%5D=a%3Db',
    );
    expect(url.searchParams.get('search')).toBe('fortune tiger & co');
    expect(url.searchParams.getAll('ids[]')).toEqual(['1', '2']);
  });

  it('sends a JSON body with the JSON content type', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server).client.post('/login', { body: { email: 'ana@example.com' } });
    const call = server.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toBe('{"email":"ana@example.com"}');
  });

  it('sends multipart form data without a JSON content type', async () => {
    const server = fakeServer(json(200, {}));
    const form = new FormData();
    form.append('document', new Blob(['%PDF'], { type: 'application/pdf' }), 'rg.pdf');
    await setUp(server).client.post('/documents', { formData: form });
    const call = server.calls[0]!;
    expect(call.body).toBe(form);
    expect(call.headers.get('Content-Type')).toBeNull();
    expect(call.headers.get('Accept')).toBe('application/json');
  });

  it('refuses a body on a GET before sending anything', async () => {
    const server = fakeServer();
    await expect(setUp(server).client.request('GET', '/games', { body: {} })).rejects.toThrow(
      TypeError,
    );
    expect(server.calls).toHaveLength(0);
  });
});

describe('responses', () => {
  it('returns the body parsed with the schema', async () => {
    const server = fakeServer(json(200, { balance: 1050, currency: 'BRL', extra: true }));
    const wallet = await setUp(server).client.get('/wallet', {
      schema: z.object({ balance: z.number().int(), currency: z.literal('BRL') }),
    });
    expect(wallet).toEqual({ balance: 1050, currency: 'BRL' });
    expectTypeOf(wallet).toEqualTypeOf<{ balance: number; currency: 'BRL' }>();
  });

  it('returns the decoded body as unknown without a schema', async () => {
    const server = fakeServer(json(200, [1, 2]));
    const ids = await setUp(server).client.get('/ids');
    expect(ids).toEqual([1, 2]);
    expectTypeOf(ids).toBeUnknown();
  });

  it('resolves an empty 204 answer to undefined', async () => {
    const server = fakeServer(new Response(null, { status: 204 }));
    expect(await setUp(server).client.delete('/favorites/1')).toBeUndefined();
  });

  it("fails with kind 'parse' when the body does not match the schema, without retry or report", async () => {
    const server = fakeServer(json(200, { balance: '10,50' }));
    const { client, reports, counts } = setUp(server);
    const error = await failureOf(
      client.post('/wallet/refresh', { schema: z.object({ balance: z.number() }) }),
    );
    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
    expect(error.data).toEqual({ balance: '10,50' });
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([]);
    expect(counts.successes).toBe(1);
  });
});

describe('retries (§7, Idempotency-Key)', () => {
  it('does not retry a GET on 503', async () => {
    const server = fakeServer(json(503, { message: 'Service Unavailable' }));
    const error = await failureOf(setUp(server).client.get('/games'));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(503);
    expect(server.calls).toHaveLength(1);
  });

  it('does not retry a GET after a network failure', async () => {
    const server = fakeServer({ networkError: 'Failed to fetch' });
    await failureOf(setUp(server).client.get('/games'));
    expect(server.calls).toHaveLength(1);
  });

  it('retries a POST once on 503 with the same Idempotency-Key, then succeeds', async () => {
    const server = fakeServer(json(503, { message: 'busy' }), json(201, { id: 9 }));
    const { client, reports } = setUp(server);
    expect(await client.post('/pix/deposit', { body: { amount: 5000 } })).toEqual({ id: 9 });
    expect(server.calls).toHaveLength(2);
    const [first, second] = server.calls;
    expect(first!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(second!.body).toBe(first!.body);
    expect(reports).toEqual([]);
  });

  it('retries a POST only once', async () => {
    const server = fakeServer(json(503, {}), json(503, {}), json(200, {}));
    const error = await failureOf(setUp(server).client.post('/withdraw', { body: {} }));
    expect(error.status).toBe(503);
    expect(server.calls).toHaveLength(2);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a POST on %i', async (status) => {
    const server = fakeServer(json(status, {}), json(200, { ok: true }));
    expect(await setUp(server).client.post('/claim', { body: {} })).toEqual({ ok: true });
    expect(server.calls).toHaveLength(2);
  });

  it.each([400, 401, 402, 403, 404, 410, 422, 490, 501, 505])(
    'does not retry a POST on %i',
    async (status) => {
      const server = fakeServer(json(status, { message: 'no' }), json(200, {}));
      await failureOf(setUp(server).client.post('/claim', { body: {} }));
      expect(server.calls).toHaveLength(1);
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('retries a %s once as well', async (method) => {
    const server = fakeServer(json(502, {}), json(200, {}));
    await setUp(server).client.request(method, '/profile', { body: {} });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers.get('Idempotency-Key')).toBe(
      server.calls[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('retries a POST after a network failure with the same Idempotency-Key', async () => {
    const server = fakeServer({ networkError: 'Failed to fetch' }, json(200, { ok: true }));
    const { client, counts } = setUp(server);
    expect(await client.post('/bets', { body: { stake: 100 } })).toEqual({ ok: true });
    expect(server.calls[1]!.headers.get('Idempotency-Key')).toBe(
      server.calls[0]!.headers.get('Idempotency-Key'),
    );
    expect(counts.networkFailures).toBe(0);
  });

  it('gives each logical call its own Idempotency-Key', async () => {
    const server = fakeServer(json(200, {}), json(200, {}));
    const { client } = setUp(server);
    await client.post('/boxes/open', { body: {} });
    await client.post('/boxes/open', { body: {} });
    const [first, second] = server.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('sends no Idempotency-Key on a GET', async () => {
    const server = fakeServer(json(200, {}));
    await setUp(server).client.get('/games');
    expect(server.calls[0]!.headers.get('Idempotency-Key')).toBeNull();
  });

  it('uses an Idempotency-Key given by the caller', async () => {
    const server = fakeServer(json(500, {}), json(200, {}));
    await setUp(server).client.post('/pix/deposit', { body: {}, idempotencyKey: 'deposit-42' });
    expect(server.calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual([
      'deposit-42',
      'deposit-42',
    ]);
  });

  it('lets a call override the number of retries', async () => {
    const getServer = fakeServer(json(503, {}), json(503, {}), json(200, { ok: 1 }));
    expect(await setUp(getServer).client.get('/games', { retry: 2 })).toEqual({ ok: 1 });
    expect(getServer.calls).toHaveLength(3);

    const postServer = fakeServer(json(503, {}), json(200, {}));
    await failureOf(setUp(postServer).client.post('/claim', { body: {}, retry: 0 }));
    expect(postServer.calls).toHaveLength(1);
  });
});

describe('Retry-After (§7 retries at the server’s pace)', () => {
  const NOW = Date.parse('2026-11-29T12:00:00Z');

  /** A client whose waits are recorded (and end at once), on a clock stopped at NOW. */
  function setUpWaiting(server: ReturnType<typeof fakeServer>) {
    const waits: number[] = [];
    const setup = setUp(server, {
      now: () => NOW,
      wait: (ms, signal) => {
        waits.push(ms);
        return signal?.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve();
      },
    });
    return { ...setup, waits };
  }

  it('waits the seconds a 429 asks before the one retry, with the same Idempotency-Key', async () => {
    const server = fakeServer(json(429, {}, { 'Retry-After': '3' }), json(201, { id: 9 }));
    const { client, waits } = setUpWaiting(server);
    expect(await client.post('/main-gateway/qrcode-pix', { body: { amount: 5000 } })).toEqual({
      id: 9,
    });
    expect(waits).toEqual([3000]);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers.get('Idempotency-Key')).toBe(
      server.calls[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('reads an HTTP date as the time left until it', async () => {
    const server = fakeServer(
      json(503, {}, { 'Retry-After': 'Sun, 29 Nov 2026 12:00:02 GMT' }),
      json(200, {}),
    );
    const { client, waits } = setUpWaiting(server);
    await client.post('/chat/messages', { body: { text: 'oi' } });
    expect(waits).toEqual([2000]);
  });

  it('retries at once without a Retry-After', async () => {
    const server = fakeServer(json(503, {}), json(200, {}));
    const { client, waits } = setUpWaiting(server);
    await client.post('/claim', { body: {} });
    expect(waits).toEqual([]);
    expect(server.calls).toHaveLength(2);
  });

  it('does not retry when the wait asked is longer than 10 s, and reports the status', async () => {
    const server = fakeServer(json(429, {}, { 'Retry-After': '11' }), json(200, {}));
    const { client, waits, reports } = setUpWaiting(server);
    const error = await failureOf(client.post('/chat/messages', { body: { text: 'oi' } }));
    expect(error.status).toBe(429);
    expect(error.retryAfter).toBe('11');
    expect(waits).toEqual([]);
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.429' }]);
  });

  it('stops waiting, without a retry, when the caller aborts', async () => {
    const server = fakeServer(json(429, {}, { 'Retry-After': '5' }), json(200, {}));
    const controller = new AbortController();
    const { client, reports } = setUp(server);
    const pending = client.post('/claim', { body: {}, signal: controller.signal });
    await expect.poll(() => server.calls.length).toBe(1);
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('aborted');
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it('waits for real with the default timer', async () => {
    const server = fakeServer(json(503, {}, { 'Retry-After': '1' }), json(200, {}));
    const started = performance.now();
    await setUp(server).client.post('/claim', { body: {} });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });
});

describe('response handling (§8)', () => {
  it('reports the flattened values of an errors object as the current error list', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { email: ['E-mail inválido.', 'E-mail já cadastrado.'], cpf: ['CPF inválido.'] },
    };
    const server = fakeServer(json(422, body));
    const { client, reports } = setUp(server);
    const error = await failureOf(client.post('/register', { body: {} }));
    const messages = ['E-mail inválido.', 'E-mail já cadastrado.', 'CPF inválido.'];
    expect(reports).toEqual([{ kind: 'messages', messages }]);
    expect(error.messages).toEqual(messages);
    expect(error.body).toEqual(body);
    expect(error.status).toBe(422);
  });

  it('reports the errors object itself when it flattens to nothing', async () => {
    const server = fakeServer(json(422, { message: 'Invalid', errors: { email: [] } }));
    const { client, reports } = setUp(server);
    await failureOf(client.post('/register', { body: {} }));
    expect(reports).toEqual([{ kind: 'object', value: { email: [] } }]);
  });

  it('treats the empty errors list a PHP backend sends as an empty object', async () => {
    const server = fakeServer(json(400, { message: 'Bad', errors: [] }));
    const { client, reports } = setUp(server);
    await failureOf(client.post('/register', { body: {} }));
    expect(reports).toEqual([{ kind: 'object', value: {} }]);
  });

  it('reports the translation key error_messages.500 when there is no errors object', async () => {
    const server = fakeServer(json(500, { message: 'Server Error' }));
    const { client, reports } = setUp(server);
    const error = await failureOf(client.get('/games'));
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.500' }]);
    expect(error.messages).toEqual(['Server Error']);
  });

  it('reports the status key for an HTML error page, with no Laravel body', async () => {
    const server = fakeServer(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const { client, reports } = setUp(server);
    const error = await failureOf(client.get('/games'));
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.502' }]);
    expect(error.body).toBeNull();
    expect(error.messages).toEqual([]);
    expect(error.data).toBe('<html>Bad Gateway</html>');
  });

  it.each([403, 490])('passes %i on to the caller without a global error', async (status) => {
    const server = fakeServer(
      json(status, { message: 'Forbidden', errors: { account: ['Conta bloqueada.'] } }),
    );
    const { client, reports } = setUp(server);
    const error = await failureOf(client.get('/me'));
    expect(error.status).toBe(status);
    expect(error.messages).toEqual(['Conta bloqueada.']);
    expect(reports).toEqual([]);
  });

  it('reports only once, after the retry has failed too', async () => {
    const server = fakeServer(json(503, {}), json(503, {}));
    const { client, reports } = setUp(server);
    await failureOf(client.post('/claim', { body: {} }));
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.503' }]);
  });

  it.each([
    ['Failed to fetch'],
    ['NetworkError when attempting to fetch resource.'],
    ['Load failed'],
    ['fetch failed'],
  ])('counts a failure without a response that mentions a network error (%s)', async (message) => {
    const server = fakeServer({ networkError: message });
    const { client, counts, reports } = setUp(server);
    const error = await failureOf(client.get('/games'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(counts.networkFailures).toBe(1);
    expect(reports).toEqual([]);
  });

  it('counts consecutive network failures and resets the counter on a success', async () => {
    const server = fakeServer(
      { networkError: 'Failed to fetch' },
      { networkError: 'Failed to fetch' },
      json(200, {}),
    );
    const { client, counts } = setUp(server);
    await failureOf(client.get('/a'));
    await failureOf(client.get('/b'));
    expect(counts.networkFailures).toBe(2);
    await client.get('/c');
    expect(counts.successes).toBe(1);
  });

  it('counts a failed POST once even though it was tried twice', async () => {
    const server = fakeServer({ networkError: 'Failed to fetch' }, { networkError: 'Load failed' });
    const { client, counts } = setUp(server);
    await failureOf(client.post('/bets', { body: {} }));
    expect(server.calls).toHaveLength(2);
    expect(counts.networkFailures).toBe(1);
  });

  it('does not count a failure that does not mention the network', async () => {
    const server = fakeServer({ networkError: 'Invalid header value' });
    const { client, counts } = setUp(server);
    const error = await failureOf(client.get('/games'));
    expect(error.kind).toBe('network');
    expect(counts.networkFailures).toBe(0);
  });

  it("does not count a network word that only appears in the request's URL", async () => {
    const server = fakeServer({ networkError: 'connection reset' });
    const { client, counts } = setUp(server);
    await failureOf(client.get('/social-network/feed'));
    expect(counts.networkFailures).toBe(0);
  });

  it('swallows an error that mentions the tag-manager id', async () => {
    const server = fakeServer(
      { networkError: 'Failed to load https://www.googletagmanager.com/gtm.js?id=GTM-ABC123' },
      json(500, { message: 'gtm-abc123 container failed' }),
    );
    const { client, counts, reports } = setUp(server);
    await failureOf(client.get('/a'));
    await failureOf(client.get('/b'));
    expect(counts.networkFailures).toBe(0);
    expect(reports).toEqual([]);
  });

  it('reports normally when the tenant has no tag-manager id', async () => {
    const server = fakeServer(json(500, { message: 'GTM-ABC123' }));
    const { client, reports } = setUp(server, { gtmId: null });
    await failureOf(client.get('/a'));
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.500' }]);
  });
});

describe('cancellation and timeouts', () => {
  it("fails with kind 'aborted' when the caller aborts, without retry or report", async () => {
    const server = fakeServer('hang', json(200, {}));
    const { client, reports, counts } = setUp(server);
    const controller = new AbortController();
    const pending = client.post('/bets', { body: {}, signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(error.kind).toBe('aborted');
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([]);
    expect(counts.networkFailures).toBe(0);
  });

  it('stops even when the underlying fetch ignores the abort', async () => {
    const server = fakeServer('hang-ignoring-abort');
    const controller = new AbortController();
    const pending = setUp(server).client.get('/games', { signal: controller.signal });
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('aborted');
  });

  it('sends nothing when the signal was already aborted', async () => {
    const server = fakeServer(json(200, {}));
    const error = await failureOf(
      setUp(server).client.get('/games', { signal: AbortSignal.abort() }),
    );
    expect(error.kind).toBe('aborted');
    expect(server.calls).toHaveLength(0);
  });

  it("fails with kind 'timeout' when no answer comes in time", async () => {
    const server = fakeServer('hang-ignoring-abort');
    const { client, reports } = setUp(server);
    const error = await failureOf(client.get('/games', { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([{ kind: 'key', key: 'error_messages.408' }]);
  });

  it('tells a timeout apart from a caller abort while the caller signal is still live', async () => {
    const server = fakeServer('hang');
    const controller = new AbortController();
    const error = await failureOf(
      setUp(server).client.get('/games', { timeoutMs: 20, signal: controller.signal }),
    );
    expect(error.kind).toBe('timeout');
    expect(controller.signal.aborted).toBe(false);
  });

  it('retries a timed-out POST once with the same Idempotency-Key', async () => {
    const server = fakeServer('hang', json(200, { ok: true }));
    const { client } = setUp(server, { timeoutMs: 20 });
    expect(await client.post('/pix/deposit', { body: {} })).toEqual({ ok: true });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers.get('Idempotency-Key')).toBe(
      server.calls[0]!.headers.get('Idempotency-Key'),
    );
  });

  it('times out a response whose body never finishes', async () => {
    const stalled = new Response(new ReadableStream({ start: () => undefined }), { status: 200 });
    const server = fakeServer(stalled);
    const error = await failureOf(setUp(server).client.get('/games', { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });
});

describe('an idle session (session.idle, Portaria SPA/MF 722/2024)', () => {
  const idle = () =>
    json(403, {
      message: 'Por segurança, confirme sua senha para continuar.',
      code: 'session.idle',
    });

  it('asks for the password, then sends the call again with the same Idempotency-Key', async () => {
    const server = fakeServer(idle(), json(200, { status: true }));
    let asked = 0;
    const { client, reports } = setUp(server, {
      onSessionIdle: () => {
        asked += 1;
        return Promise.resolve(true);
      },
    });
    expect(await client.post('/main-gateway/qrcode-pix', { body: { amount: 5000 } })).toEqual({
      status: true,
    });
    expect(asked).toBe(1);
    const [first, second] = server.calls;
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(second!.body).toBe(first!.body);
    expect(reports).toEqual([]);
  });

  it('fails with the platform’s message when the player cancels', async () => {
    const server = fakeServer(idle());
    const { client, reports } = setUp(server, { onSessionIdle: () => Promise.resolve(false) });
    const error = await failureOf(client.post('/wallet/withdraw/request', { body: {} }));
    expect(error.status).toBe(403);
    expect(error.messages).toEqual(['Por segurança, confirme sua senha para continuar.']);
    expect(server.calls).toHaveLength(1);
    // §8: a 403 is the caller's to show (the dialog the call came from), not a global error.
    expect(reports).toEqual([]);
  });

  it('does not ask for a 403 of another kind, nor more than twice for one call', async () => {
    const selfExcluded = fakeServer(json(403, { message: 'Autoexcluído', selfExcluded: true }));
    let asked = 0;
    const onSessionIdle = () => {
      asked += 1;
      return Promise.resolve(true);
    };
    await failureOf(setUp(selfExcluded, { onSessionIdle }).client.post('/x', { body: {} }));
    expect(asked).toBe(0);
    const stubborn = fakeServer(idle(), idle(), idle());
    await failureOf(setUp(stubborn, { onSessionIdle }).client.post('/x', { body: {} }));
    expect(asked).toBe(2);
    expect(stubborn.calls).toHaveLength(3);
  });
});

describe('a bet or deposit refused for missing limits (player.limits_required)', () => {
  const refused = () =>
    json(403, {
      message: 'Defina um limite de perdas e um limite de tempo antes de jogar ou depositar.',
      code: 'player.limits_required',
      limits_required: true,
    });

  it('asks for the limits once and fails as answered, for the player to retry', async () => {
    const server = fakeServer(refused());
    let asked = 0;
    const { client, reports } = setUp(server, { onLimitsRequired: () => (asked += 1) });
    const error = await failureOf(client.post('/main-gateway/qrcode-pix', { body: {} }));
    expect(error.status).toBe(403);
    expect(asked).toBe(1);
    expect(server.calls).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it('does not ask for another 403', async () => {
    const server = fakeServer(json(403, { message: 'Pausado', code: 'player.paused' }));
    let asked = 0;
    const { client } = setUp(server, { onLimitsRequired: () => (asked += 1) });
    await failureOf(client.post('/main-gateway/qrcode-pix', { body: {} }));
    expect(asked).toBe(0);
  });
});
