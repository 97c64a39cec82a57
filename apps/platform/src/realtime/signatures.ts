import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { RealtimeApp } from './realtime-apps.ts';

// Pusher's signatures (library_auth_reference/auth-signatures): HMAC-SHA256 of a documented string
// with the app secret, hex encoded; socket auths are prefixed with the app key and a colon.

type SigningApp = Pick<RealtimeApp, 'key' | 'secret'>;

/** How far an HTTP API request's auth_timestamp may be from our clock (Pusher: 600 s). */
export const API_TIMESTAMP_WINDOW_SECONDS = 600;

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Equal texts, compared in constant time for a given length. */
function sameText(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/** The `auth` of a private or presence subscription: over `socket_id:channel[:channel_data]`. */
export function channelAuthSignature(
  app: SigningApp,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, signed)}`;
}

/** The `auth` of a `pusher:signin`: over `socket_id::user::user_data`. */
export function userAuthSignature(app: SigningApp, socketId: string, userData: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`;
}

export function verifyChannelAuth(
  app: SigningApp,
  auth: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return sameText(auth, channelAuthSignature(app, socketId, channel, channelData));
}

export function verifyUserAuth(
  app: SigningApp,
  auth: string,
  socketId: string,
  userData: string,
): boolean {
  return sameText(auth, userAuthSignature(app, socketId, userData));
}

export type ApiRequestVerdict = { ok: true } | { ok: false; status: 401 | 400; message: string };

export interface ApiRequest {
  app: SigningApp;
  method: string;
  /** The request path as sent, without the query string: `/apps/1/events`. */
  path: string;
  /** The decoded query parameters. */
  query: Readonly<Record<string, unknown>>;
  /** The body exactly as received; empty when there is none. */
  rawBody: string;
  /** Milliseconds since the epoch. */
  now: number;
}

const refused = (status: 401 | 400, message: string): ApiRequestVerdict => ({
  ok: false,
  status,
  message,
});

/**
 * Pusher's HTTP API authentication (library_auth_reference/rest-api#authentication): auth_key,
 * auth_timestamp within 600 s, auth_version 1.0, body_md5 of the raw body, and auth_signature =
 * HMAC of "METHOD\nPATH\nkey=value&…" over every other parameter sorted by key, values unencoded.
 */
export function verifyApiRequest({
  app,
  method,
  path,
  query,
  rawBody,
  now,
}: ApiRequest): ApiRequestVerdict {
  const params = new Map<string, string>();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return refused(400, `Parameter ${name} must be given once.`);
    params.set(name, value);
  }
  const authKey = params.get('auth_key');
  const timestamp = params.get('auth_timestamp');
  const version = params.get('auth_version');
  const signature = params.get('auth_signature');
  if (authKey === undefined || timestamp === undefined || signature === undefined) {
    return refused(401, 'Missing auth_key, auth_timestamp or auth_signature.');
  }
  if (version !== undefined && version !== '1.0') {
    return refused(400, 'Unsupported auth_version: only 1.0 is known.');
  }
  if (!sameText(authKey, app.key)) return refused(401, 'Invalid auth_key.');
  if (!/^\d{1,12}$/.test(timestamp)) return refused(401, 'Invalid auth_timestamp.');
  const drift = Math.abs(now / 1000 - Number(timestamp));
  if (drift > API_TIMESTAMP_WINDOW_SECONDS) {
    return refused(
      401,
      `Timestamp expired: not within ${API_TIMESTAMP_WINDOW_SECONDS} s of server time.`,
    );
  }
  const bodyMd5 = params.get('body_md5');
  if (rawBody.length > 0 || bodyMd5 !== undefined) {
    const expected = createHash('md5').update(rawBody, 'utf8').digest('hex');
    if (bodyMd5 === undefined) return refused(401, 'Missing body_md5.');
    if (!sameText(bodyMd5, expected)) return refused(401, 'body_md5 does not match the body.');
  }
  params.delete('auth_signature');
  const sorted = [...params.keys()]
    .sort()
    .map((name) => `${name}=${params.get(name) ?? ''}`)
    .join('&');
  const expected = hmacHex(app.secret, `${method.toUpperCase()}\n${path}\n${sorted}`);
  if (!sameText(signature, expected)) return refused(401, 'Invalid signature.');
  return { ok: true };
}
