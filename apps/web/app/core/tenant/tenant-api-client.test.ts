import { describe, expect, it, vi } from 'vitest';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { createTenantApiClient } from './tenant-api-client';

function fakeFetch(status = 200, body: unknown = { ok: true }) {
  return vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

type ClientOptions = Parameters<typeof createTenantApiClient>[0];

/** A client at http://api.test over localStorage, with no GTM id; `options` adds or replaces. */
function clientWith(options: Partial<ClientOptions> & Pick<ClientOptions, 'fetch'>) {
  return createTenantApiClient({
    apiLink: 'http://api.test',
    gtmId: null,
    storage: localStorage,
    ...options,
  });
}

function headersOf(fetch: ReturnType<typeof fakeFetch>) {
  const init = fetch.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('tenant API client', () => {
  it("gives up each attempt after the web server's API_TIMEOUT_MS", async () => {
    // A fetch that never answers nor hears its abort: only the client's own timer ends the call.
    const fetch = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => {}));
    const client = clientWith({ fetch, timeoutMs: 20 });
    const started = Date.now();
    const error: unknown = await client.get('/wallet').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends a generated Guest-ID, kept in guest_id, when nobody is signed in', async () => {
    const fetch = fakeFetch();
    const client = clientWith({ apiLink: 'http://api.test/t/demo', fetch });
    await client.get('/categories');
    const guestId = headersOf(fetch).get('Guest-ID');
    expect(guestId).toMatch(/^guest-/);
    expect(localStorage.getItem('guest_id')).toBe(guestId);
    expect(headersOf(fetch).get('Authorization')).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/t/demo/categories');
  });

  it('sends the bearer token instead when one is stored, plus lmcp', async () => {
    localStorage.setItem('auth', 'token-123');
    localStorage.setItem('lmcp', 'campanha_1');
    const fetch = fakeFetch();
    const client = clientWith({ fetch });
    await client.get('/profile');
    expect(headersOf(fetch).get('Authorization')).toBe('Bearer token-123');
    expect(headersOf(fetch).get('Guest-ID')).toBeNull();
    expect(headersOf(fetch).get('lmcp')).toBe('campanha_1');
  });

  it('reports failures to the global error store', async () => {
    useHttpErrorStore.getState().clear();
    const client = clientWith({
      fetch: fakeFetch(422, { message: 'x', errors: { email: ['E-mail inválido'] } }),
    });
    await expect(client.post('/auth/update', { body: {} })).rejects.toThrow();
    expect(useHttpErrorStore.getState().current).toEqual({
      kind: 'messages',
      messages: ['E-mail inválido'],
    });
  });
});

describe('tenant API client: forms that show their own errors', () => {
  it('throws without reporting a global error when reportErrors is false', async () => {
    useHttpErrorStore.getState().clear();
    const client = clientWith({
      fetch: fakeFetch(422, { message: 'x', errors: { cpf: ['CPF inválido'] } }),
    });
    await expect(
      client.post('/validate/validate-cpf', { body: {}, reportErrors: false }),
    ).rejects.toThrow();
    expect(useHttpErrorStore.getState().current).toBeNull();
  });
});

describe('tenant API client: language', () => {
  it("asks for server messages in the page's language", async () => {
    const fetch = fakeFetch();
    const client = clientWith({ fetch, getLanguage: () => 'en' });
    await client.get('/categories');
    expect(headersOf(fetch).get('Accept-Language')).toBe('en');
  });
});
