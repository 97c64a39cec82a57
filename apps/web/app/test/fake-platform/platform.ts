import { vi } from 'vitest';
import type { FetchLike } from '~/lib/http/http-client';
import { TEST_API_LINK } from '../fixtures';
import { createFakeDb, type FakeDb } from './db';
import type { EndpointKey, RequestBody, ResponseBody } from './endpoints';
import { authHandlers } from './handlers/auth';
import { boxHandlers } from './handlers/boxes';
import { broadcastingHandlers } from './handlers/broadcasting';
import { chatHandlers } from './handlers/chat';
import { documentHandlers } from './handlers/documents';
import { gameHandlers } from './handlers/games';
import { missionHandlers } from './handlers/missions';
import { notificationHandlers } from './handlers/notifications';
import { paymentHandlers } from './handlers/payments';
import { profileHandlers } from './handlers/profile';
import { promotionHandlers } from './handlers/promotions';
import { responsibleGamingHandlers } from './handlers/responsible-gaming';
import { withdrawalHandlers } from './handlers/withdrawals';
import { walletHandlers } from './handlers/wallet';
import { FakeReply, heldAnswer, laravelError } from './reply';

/** A call the fake platform received. */
export interface FakeCall<Key extends EndpointKey = EndpointKey> {
  method: string;
  /** The path below the tenant's API base, without the query: `/games/favorite/7`. */
  path: string;
  /** The endpoint it matched (`POST /games/favorite/:gameId`), or null for an unknown call. */
  endpoint: Key | null;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body as sent, the FormData of an upload, or null. */
  body: RequestBody<Key> | null;
  headers: Headers;
}

export type FakeAnswer<Key extends EndpointKey> = ResponseBody<Key> | FakeReply;

export type FakeHandler<Key extends EndpointKey> = (
  call: FakeCall<Key> & { body: RequestBody<Key> },
  db: FakeDb,
) => FakeAnswer<Key> | Promise<FakeAnswer<Key>>;

export type FakeHandlers = { [Key in EndpointKey]?: FakeHandler<Key> };

const DEFAULT_HANDLERS: FakeHandlers = {
  ...authHandlers,
  ...profileHandlers,
  ...documentHandlers,
  ...gameHandlers,
  ...paymentHandlers,
  ...withdrawalHandlers,
  ...broadcastingHandlers,
  ...walletHandlers,
  ...chatHandlers,
  ...notificationHandlers,
  ...responsibleGamingHandlers,
  ...missionHandlers,
  ...boxHandlers,
  ...promotionHandlers,
};

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

function findEndpoint(handlers: FakeHandlers, method: string, path: string) {
  for (const key of Object.keys(handlers) as EndpointKey[]) {
    const [keyMethod, pattern = ''] = key.split(' ');
    if (keyMethod !== method) continue;
    const params = matchPath(pattern, path);
    if (params) return { key, params };
  }
  return null;
}

function readBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  return typeof body === 'string' && body !== '' ? (JSON.parse(body) as unknown) : null;
}

function toResponse(answer: unknown): Response {
  const { status, body } =
    answer instanceof FakeReply ? answer : { status: 200, body: answer as unknown };
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The tenant's API for component tests: a `fetch` that answers at the test tenant's `apiLink` from
 * handlers keyed by endpoint, over one in-memory db. Every call is recorded; an unknown endpoint
 * answers 404 in the Laravel shape, and a call to any other address fails the test.
 */
export function createFakePlatform(
  options: { db?: Partial<FakeDb>; handlers?: FakeHandlers } = {},
) {
  const db = createFakeDb(options.db);
  const handlers: FakeHandlers = { ...DEFAULT_HANDLERS, ...options.handlers };
  const calls: FakeCall[] = [];

  const fetch = vi.fn<FetchLike>(async (url, init) => {
    if (!url.startsWith(`${TEST_API_LINK}/`)) {
      throw new Error(`The fake platform answers only ${TEST_API_LINK}, not ${url}`);
    }
    const address = new URL(url);
    const path = address.pathname.slice(new URL(TEST_API_LINK).pathname.length);
    const method = (init.method ?? 'GET').toUpperCase();
    const found = findEndpoint(handlers, method, path);
    const call: FakeCall = {
      method,
      path,
      endpoint: found?.key ?? null,
      params: found?.params ?? {},
      query: address.searchParams,
      // The request as the client sent it; handlers see it typed by the endpoint it matched.
      body: readBody(init.body) as FakeCall['body'],
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = found ? (handlers[found.key] as FakeHandler<EndpointKey> | undefined) : null;
    if (!handler) return toResponse(laravelError(404, 'Not found'));
    return toResponse(await handler(call as Parameters<typeof handler>[0], db));
  });

  function on<Key extends EndpointKey>(endpoint: Key, handler: FakeHandler<Key>) {
    (handlers as Record<Key, FakeHandler<Key>>)[endpoint] = handler;
  }

  return {
    fetch,
    db,
    calls,
    /** The calls that matched `endpoint`, in order. */
    callsTo<Key extends EndpointKey>(endpoint: Key): FakeCall<Key>[] {
      return calls.filter((call): call is FakeCall<Key> => call.endpoint === endpoint);
    },
    /** Replaces how `endpoint` answers from now on. */
    on,
    /**
     * Holds `endpoint`'s answers back until `release()`: each is worked out when asked (from the db
     * as it then is), as a server answers a request that then takes a while to arrive.
     */
    hold<Key extends EndpointKey>(endpoint: Key) {
      const handler = handlers[endpoint] as FakeHandler<Key> | undefined;
      const held = heldAnswer<undefined>();
      on(endpoint, async (call, current) => {
        const answer = handler ? await handler(call, current) : laravelError(404, 'Not found');
        await held.answer;
        return answer;
      });
      return { release: () => held.release(undefined) };
    },
  };
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
