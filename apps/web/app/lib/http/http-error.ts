import type { LaravelError } from '@vitrine/contract/errors.ts';
import { isObjectLike, isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import { readLaravelError } from '@vitrine/contract/laravel-error-body.ts';

/**
 * - `http`: the server answered with a non-2xx status.
 * - `network`: no response at all (offline, DNS, CORS, connection reset).
 * - `timeout`: no response within the time limit.
 * - `aborted`: the caller cancelled (its AbortSignal fired).
 * - `parse`: a 2xx answer whose body does not match the expected schema.
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'parse';

/** What §8 "Response handling" stores as the current global error. */
export type ErrorReport =
  | { kind: 'messages'; messages: string[] }
  | { kind: 'object'; value: Record<string, unknown> }
  | { kind: 'key'; key: string };

export interface HttpErrorInit {
  kind: HttpErrorKind;
  method: string;
  url: string;
  status?: number | null;
  /** The decoded response body (JSON when it parses, else the text), for `http` and `parse`. */
  data?: unknown;
  /** The answer's `Retry-After` header, for `http`. */
  retryAfter?: string | null;
  detail?: string;
  cause?: unknown;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  }
}

/**
 * The `errors` object of a response body, or null when there is none. Laravel answers `errors: {
 * field: [messages] }`; PHP serialises an empty one as `[]`. Read without zod, as the body is
 * (decision 023): this module is on every page's start-up path.
 */
export function errorsObjectOf(data: unknown): Record<string, unknown> | null {
  if (!isObjectLike(data)) return null;
  const { errors } = data;
  if (Array.isArray(errors)) return Object.fromEntries(errors.entries());
  return isPlainRecord(errors) ? { ...errors } : null;
}

/** §8: the values of an `errors` object flattened into one list of messages. */
export function flattenErrorMessages(errors: Record<string, unknown>): string[] {
  const messages: string[] = [];
  for (const value of Object.values(errors)) collectStrings(value, messages);
  return messages;
}

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** The response status; null when no response arrived. */
  readonly status: number | null;
  /** The body when it is a Laravel error (`{ message, errors? }`), else null. */
  readonly body: LaravelError | null;
  /** Messages to show: the flattened `errors`, else the body's `message`; may be empty. */
  readonly messages: string[];
  readonly data: unknown;
  /** The answer's `Retry-After` header as sent (seconds or an HTTP date); null without one. */
  readonly retryAfter: string | null;
  readonly method: string;
  readonly url: string;

  constructor(init: HttpErrorInit) {
    const body = init.kind === 'http' ? readLaravelError(init.data) : null;
    const errors = init.kind === 'http' ? errorsObjectOf(init.data) : null;
    const flattened = errors ? flattenErrorMessages(errors) : [];
    const messages = flattened.length > 0 ? flattened : body?.message ? [body.message] : [];
    const status = init.status ?? null;
    const detail =
      init.detail ?? (body?.message || (status === null ? init.kind : `HTTP ${status}`));
    // Shaped like ofetch's messages, which the §8 rules about message contents were written for.
    super(`[${init.method}] ${init.url}: ${status === null ? '' : `${status} `}${detail}`, {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = status;
    this.body = body;
    this.messages = messages;
    this.data = init.data;
    this.retryAfter = init.retryAfter ?? null;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/**
 * The platform's own words for a refused call (its first message: `bonuses.cashback_locked`, not
 * enough balance…), or null when the call failed before the platform answered.
 */
export function refusalOf(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

/**
 * §8 "Response handling" for a failed call: what to store as the current global error, or null when
 * nothing is stored. 403 and 490 are passed on silently. A timeout reports `error_messages.408`
 * ("request took too long"); other failures without a response, cancellations and schema mismatches
 * report nothing globally (the caller still receives the error).
 */
export function errorReportFor(error: HttpError): ErrorReport | null {
  if (error.kind === 'timeout') return { kind: 'key', key: 'error_messages.408' };
  if (error.kind !== 'http' || error.status === null) return null;
  if (error.status === 403 || error.status === 490) return null;
  const errors = errorsObjectOf(error.data);
  if (errors) {
    const messages = flattenErrorMessages(errors);
    return messages.length > 0 ? { kind: 'messages', messages } : { kind: 'object', value: errors };
  }
  return { kind: 'key', key: `error_messages.${error.status}` };
}

// A failure of the server's state rather than of what the call asked: too many requests, the server
// or a gateway failing. Its body's words ("Internal server error.", a proxy's "Service Unavailable")
// give a player nothing to act on.
const SERVER_STATE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/**
 * The key of §8's status message (`errors:error_messages.{status}`) for a call that failed for the
 * server's state once its retry had failed too (429, 500, 502, 503, 504); null for a refusal of
 * what was asked, whose own words are shown, and for no answer at all (`unansweredMessageKey`).
 */
export function serverStateMessageKey(error: unknown): `error_messages.${number}` | null {
  if (!isHttpError(error)) return null;
  if (error.kind !== 'http' || error.status === null) return null;
  return SERVER_STATE_STATUSES.has(error.status) ? `error_messages.${error.status}` : null;
}

/**
 * §8's message key for a call that got no answer: a timeout is `error_messages.408` ("request took
 * too long"), a failed connection (the platform down, the network gone) `error_messages.502`
 * ("connection problem"). Null for an answer, a cancellation or anything that is not an HttpError:
 * a form that shows its own failures says these instead of a bare "unknown error".
 */
export function unansweredMessageKey(
  error: unknown,
): 'error_messages.408' | 'error_messages.502' | null {
  if (!isHttpError(error)) return null;
  if (error.kind === 'timeout') return 'error_messages.408';
  return error.kind === 'network' ? 'error_messages.502' : null;
}

// Chrome: "Failed to fetch"; Firefox: "NetworkError when attempting to fetch resource.";
// Safari: "Load failed"; Node/undici: "fetch failed".
const NETWORK_ERROR_MESSAGE = /network|failed to fetch|fetch failed|load failed/i;

/** §8: a failure without a response "that mentions a network error". */
export function mentionsNetworkError(error: HttpError): boolean {
  if (error.kind !== 'network') return false;
  // Only the failure's own message: the URL (also in `error.message`) may contain any word.
  const causeMessage = error.cause instanceof Error ? error.cause.message : String(error.cause);
  return NETWORK_ERROR_MESSAGE.test(causeMessage);
}

/** §8: errors that mention the tenant's tag-manager id are swallowed. */
export function mentionsGtmId(error: HttpError, gtmId: string | null | undefined): boolean {
  const id = gtmId?.trim().toLowerCase();
  if (!id) return false;
  const causeMessage = error.cause instanceof Error ? error.cause.message : '';
  return [error.message, causeMessage, ...error.messages].some((text) =>
    text.toLowerCase().includes(id),
  );
}
