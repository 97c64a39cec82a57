import type { z } from 'zod';
import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import { isLimitsRequired } from './limits-required';
import { MAX_RETRY_AFTER_MS, retryAfterMs, waitFor } from './retry-after';
import { withMethods } from './with-methods';
import {
  errorReportFor,
  HttpError,
  mentionsGtmId,
  mentionsNetworkError,
  type ErrorReport,
} from './http-error';

// The one HTTP client of the app (nothing else calls fetch): headers of §7, retries of §7 made safe
// by an Idempotency-Key (docs/product/tenant-and-shell.md "§7 Generic client behaviour"), timeouts,
// and the response handling of §8.

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `fetch` as this client calls it; `globalThis.fetch` satisfies it. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 15_000;

// §7 "Generic client behaviour".
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface HttpClientConfig {
  /** The tenant's API base (`apiLink`), e.g. `https://api.brand.example/api`. */
  baseUrl: string;
  fetch?: FetchLike;
  getAuthToken: () => string | null | undefined;
  getGuestId: () => string | null | undefined;
  getLmcp: () => string | null | undefined;
  /** The site's language, sent as Accept-Language so server messages match the page. */
  getLanguage?: () => string | null | undefined;
  /** Per attempt; 0 or less disables the limit. Default 15000 ms. */
  timeoutMs?: number;
  /** §8: a failure without a response that mentions a network error. */
  onNetworkFailure?: () => void;
  /** Any 2xx answer (resets the network-failure counter). */
  onSuccess?: () => void;
  /** §8: the report to store as the current global error. */
  onError?: (report: ErrorReport) => void;
  /** The tenant's tag-manager id: errors mentioning it are not reported (§8). */
  gtmId?: string | null;
  /** Default `crypto.randomUUID()`. */
  createIdempotencyKey?: () => string;
  /** Waits before a retry (a `Retry-After`); default a timer. Rejects when `signal` aborts. */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The clock an HTTP-date `Retry-After` is read against; default `Date.now`. */
  now?: () => number;
  /**
   * A money call answered `session.idle` (403, Portaria SPA/MF 722/2024): resolves true once the
   * player confirmed their password, and the call is sent again with the same Idempotency-Key;
   * false (cancelled) lets it fail as answered.
   */
  onSessionIdle?: () => Promise<boolean>;
  /**
   * A bet or deposit answered `player.limits_required` (403, Portaria 2.579/2025): the player is
   * asked for the two limits; the call still fails as answered, for the player to retry.
   */
  onLimitsRequired?: () => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /**
   * Appended to the URL. null/undefined are left out, booleans become 1/0 and arrays `key[]=a&key[]=b`,
   * the forms Laravel validation reads.
   */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the Content-Type with its boundary. */
  formData?: FormData;
  /**
   * The response body is parsed with it and the parsed value returned. Without a schema the call
   * resolves to `unknown`: outside data is never trusted without parsing.
   */
  schema?: z.ZodType;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra attempts after the first; default 1 for POST/PUT/PATCH/DELETE, 0 otherwise. */
  retry?: number;
  /** Overrides the key generated for this call (a mutation repeated by the user on purpose). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /**
   * false when the caller shows the failure itself (a form next to its fields): the error is still
   * thrown, but not reported as the global error. Network failures are counted either way.
   */
  reportErrors?: boolean;
}

export type ReadOptions = Omit<RequestOptions, 'body' | 'formData'>;

/** A call bound to one method: typed by its schema, `unknown` without one. */
export interface MethodCall<O extends ReadOptions = RequestOptions> {
  <S extends z.ZodType>(path: string, options: O & { schema: S }): Promise<z.output<S>>;
  (path: string, options?: O): Promise<unknown>;
}

export interface HttpClient {
  request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  get: MethodCall<ReadOptions>;
  post: MethodCall;
  put: MethodCall;
  patch: MethodCall;
  delete: MethodCall;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (isQueryList(value)) {
      const name = key.endsWith('[]') ? key : `${key}[]`;
      for (const item of value) appendQueryValue(url.searchParams, name, item);
    } else {
      appendQueryValue(url.searchParams, key, value);
    }
  }
  return url.href;
}

function isQueryList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value);
}

function appendQueryValue(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
}

// A stored value with a line break would make fetch throw before sending anything.
function isSafeHeaderValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && !/[\r\n\0]/.test(value);
}

function decodeBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Settles with `promise`, or rejects as soon as `signal` aborts even if `promise` never settles. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

// A session confirmed twice and still idle is not asked a third time: the call fails as answered.
const MAX_SESSION_CONFIRMATIONS = 2;

/**
 * 403 `session.idle` (the contract's `sessionIdleSchema`): the platform wants the password again
 * before money moves. Read by its code alone, so the first page's bundle carries no schema for it.
 */
export function isSessionIdle(error: HttpError): boolean {
  return error.status === 403 && isPlainRecord(error.data) && error.data.code === 'session.idle';
}

function isRetryable(error: HttpError): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return error.status !== null && RETRY_STATUSES.has(error.status);
    case 'aborted':
    case 'parse':
      return false;
  }
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const fetchImpl: FetchLike = config.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const createIdempotencyKey = config.createIdempotencyKey ?? (() => crypto.randomUUID());
  const wait = config.wait ?? waitFor;
  const now = config.now ?? (() => Date.now());

  function buildHeaders(
    options: RequestOptions,
    idempotencyKey: string | null,
  ): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (options.body !== undefined && !options.formData) {
      headers['Content-Type'] = 'application/json';
    }
    // §7: Bearer when signed in, otherwise Guest-ID; lmcp when that campaign value is stored.
    const token = config.getAuthToken();
    const guestId = config.getGuestId();
    if (isSafeHeaderValue(token)) headers.Authorization = `Bearer ${token.trim()}`;
    else if (isSafeHeaderValue(guestId)) headers['Guest-ID'] = guestId.trim();
    const lmcp = config.getLmcp();
    if (isSafeHeaderValue(lmcp)) headers.lmcp = lmcp.trim();
    const language = config.getLanguage?.();
    if (isSafeHeaderValue(language)) headers['Accept-Language'] = language.trim();
    if (idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
    return { ...headers, ...options.headers };
  }

  async function attempt(
    method: HttpMethod,
    url: string,
    init: RequestInit,
    options: RequestOptions,
  ): Promise<unknown> {
    const callerSignal = options.signal;
    if (callerSignal?.aborted) throw new HttpError({ kind: 'aborted', method, url });

    const controller = new AbortController();
    const abortWithCaller = () => controller.abort();
    callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let timedOut = false;
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    let status: number;
    let data: unknown;
    let retryAfter: string | null;
    try {
      const response = await untilAborted(
        fetchImpl(url, { ...init, signal: controller.signal }),
        controller.signal,
      );
      status = response.status;
      retryAfter = response.headers.get('Retry-After');
      data = decodeBody(await untilAborted(response.text(), controller.signal));
    } catch (cause) {
      if (callerSignal?.aborted) throw new HttpError({ kind: 'aborted', method, url, cause });
      if (timedOut) {
        throw new HttpError({
          kind: 'timeout',
          method,
          url,
          cause,
          detail: `timeout after ${timeoutMs} ms`,
        });
      }
      const detail = cause instanceof Error ? cause.message : String(cause);
      throw new HttpError({ kind: 'network', method, url, cause, detail });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    }

    if (status < 200 || status >= 300) {
      throw new HttpError({ kind: 'http', method, url, status, data, retryAfter });
    }
    config.onSuccess?.();
    if (!options.schema) return data;
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new HttpError({
        kind: 'parse',
        method,
        url,
        status,
        data,
        detail: 'response body does not match the expected schema',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /** §8 "Response handling", once the last attempt has failed. */
  function handleFailure(error: HttpError, reportErrors: boolean): void {
    if (error.kind === 'aborted' || mentionsGtmId(error, config.gtmId)) return;
    if (mentionsNetworkError(error)) config.onNetworkFailure?.();
    if (!reportErrors) return;
    const report = errorReportFor(error);
    if (report) config.onError?.(report);
  }

  async function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
  ): Promise<unknown> {
    if (options.body !== undefined && options.formData) {
      throw new TypeError('A request has either a JSON body or form data, not both');
    }
    if (
      (options.body !== undefined || options.formData) &&
      (method === 'GET' || method === 'HEAD')
    ) {
      throw new TypeError(`${method} requests cannot carry a body`);
    }
    const url = buildUrl(config.baseUrl, path, options.query);
    const mutating = MUTATING_METHODS.has(method);
    // One key per logical call, reused by its retry, so the server never acts twice.
    const idempotencyKey = mutating ? (options.idempotencyKey ?? createIdempotencyKey()) : null;
    const init: RequestInit = {
      method,
      headers: buildHeaders(options, idempotencyKey),
      body:
        options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    };
    const retries = Math.max(0, Math.floor(options.retry ?? (mutating ? 1 : 0)));
    let attemptNumber = 0;
    let confirmations = 0;

    for (;;) {
      try {
        return await attempt(method, url, init, options);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // The same request, its key unchanged, once the player confirmed the session.
        if (
          confirmations < MAX_SESSION_CONFIRMATIONS &&
          isSessionIdle(error) &&
          config.onSessionIdle &&
          !options.signal?.aborted &&
          (await config.onSessionIdle())
        ) {
          confirmations += 1;
          continue;
        }
        // §7 with the server's own pace: a Retry-After is waited for (up to MAX_RETRY_AFTER_MS);
        // a longer one fails the call as answered, as a retry sooner would be refused again.
        const pause = error.kind === 'http' ? retryAfterMs(error.retryAfter, now()) : null;
        const canRetry =
          attemptNumber < retries &&
          isRetryable(error) &&
          !options.signal?.aborted &&
          (pause === null || pause <= MAX_RETRY_AFTER_MS);
        if (canRetry) {
          attemptNumber += 1;
          if (pause !== null && pause > 0) {
            try {
              await wait(pause, options.signal);
            } catch (cause) {
              throw new HttpError({ kind: 'aborted', method, url, cause });
            }
          }
          continue;
        }
        handleFailure(error, options.reportErrors !== false);
        if (isLimitsRequired(error)) config.onLimitsRequired?.();
        throw error;
      }
    }
  }

  return withMethods(send);
}
