import { vi } from 'vitest';
import type { FetchLike } from '~/lib/http/http-client';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

/**
 * A fake tenant API for component tests: routes are `METHOD /path` (query string ignored); an
 * unrouted call answers 404 in the Laravel shape. Every call is recorded.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const { pathname } = new URL(url);
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = typeof init.body === 'string' ? init.body : null;
    const call: FakeCall = {
      method,
      path: pathname,
      body: raw ? JSON.parse(raw) : null,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${pathname}`];
    return handler ? handler(call) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  return { fetch, calls };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
