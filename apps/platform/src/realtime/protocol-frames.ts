// The Pusher Channels Protocol, version 7 (pusher.com/docs/channels/library_auth_reference/
// pusher-websockets-protocol): what a client may send, what the server answers, and the codes.

/**
 * Close and error codes. 4000–4099: do not reconnect unchanged; 4100–4199: back off first;
 * 4200–4299: reconnect immediately; 4300–4399: any other error (sent in a `pusher:error`, the socket
 * stays open). pusher-js reads a close code by these ranges (core/connection/protocol/protocol.ts).
 */
export const PusherCode = {
  appNotFound: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  /** Also in-band, as Soketi does, for a refused channel name or client event. */
  unauthorized: 4009,
  /** The app directory failed: the client should back off and try again. */
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  /** Not named by Pusher; the "any other error" range: a frame we cannot act on. */
  invalidMessage: 4300,
  clientEventRateLimited: 4301,
} as const;

export type PusherErrorCode = (typeof PusherCode)[keyof typeof PusherCode];

export const SUPPORTED_PROTOCOL = 7;

/** Pusher's limits: a channel or event name is at most 200 characters. */
export const MAX_NAME_LENGTH = 200;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
/** pusher-js subscribes a signed-in user to this channel, the target of the SDK's `sendToUser`. */
const SERVER_TO_USER_PREFIX = '#server-to-user-';

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence' | 'server-to-user';

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return 'server-to-user';
  return 'public';
}

/** The user a `#server-to-user-{id}` channel belongs to. */
export const serverToUserId = (name: string) => name.slice(SERVER_TO_USER_PREFIX.length);

/** Why a channel name is refused (Pusher's naming conventions), or null when it is fine. */
export function channelNameProblem(name: string): string | null {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
    return `A channel name has 1 to ${MAX_NAME_LENGTH} characters.`;
  }
  const plain = name.startsWith(SERVER_TO_USER_PREFIX) ? serverToUserId(name) : name;
  if (!CHANNEL_NAME.test(plain)) {
    return 'A channel name may only hold letters, digits and _ - = @ , . ;';
  }
  return null;
}

export const isClientEvent = (event: string) => event.startsWith('client-');

// Server → client frames. Pusher double-encodes the data of its own events as a JSON string.

export const connectionEstablishedFrame = (socketId: string, activityTimeoutSeconds: number) =>
  JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });

export const errorFrame = (code: PusherErrorCode, message: string, channel?: string) =>
  JSON.stringify({ event: 'pusher:error', channel, data: { code, message } });

export const PING_FRAME = JSON.stringify({ event: 'pusher:ping', data: {} });
export const PONG_FRAME = JSON.stringify({ event: 'pusher:pong', data: {} });

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export const subscriptionSucceededFrame = (channel: string, presence?: PresenceSnapshot) =>
  JSON.stringify({
    event: 'pusher_internal:subscription_succeeded',
    channel,
    data: JSON.stringify(presence === undefined ? {} : { presence }),
  });

/** What pusher-js hands a `pusher:subscription_error` binding (it mirrors its own AuthError). */
export interface SubscriptionError {
  type: 'AuthError' | 'InvalidChannelData' | 'UnsupportedChannel';
  error: string;
  status: number;
}

export const subscriptionErrorFrame = (channel: string, error: SubscriptionError) =>
  JSON.stringify({ event: 'pusher:subscription_error', channel, data: error });

export const memberAddedFrame = (channel: string, userId: string, userInfo: unknown) =>
  JSON.stringify({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify({ user_id: userId, user_info: userInfo }),
  });

export const memberRemovedFrame = (channel: string, userId: string) =>
  JSON.stringify({
    event: 'pusher_internal:member_removed',
    channel,
    data: JSON.stringify({ user_id: userId }),
  });

export const signinSuccessFrame = (userData: string) =>
  JSON.stringify({ event: 'pusher:signin_success', data: JSON.stringify({ user_data: userData }) });

/** A channel event; `user_id` only on client events in presence channels. */
export const channelEventFrame = (event: string, channel: string, data: unknown, userId?: string) =>
  JSON.stringify({ event, channel, data, user_id: userId });

// Client → server frames, parsed without trusting anything.

export interface ClientFrame {
  event: string;
  channel: string | undefined;
  data: unknown;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseClientFrame(text: string): Parsed<ClientFrame> {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'A message is a JSON object.' };
  }
  if (!isRecord(message)) return { ok: false, problem: 'A message is a JSON object.' };
  const { event, channel, data } = message;
  if (typeof event !== 'string' || event.length === 0) {
    return { ok: false, problem: 'A message names its event in a string `event`.' };
  }
  if (channel !== undefined && typeof channel !== 'string') {
    return { ok: false, problem: 'The `channel` of a message is a string.' };
  }
  return { ok: true, value: { event, channel, data } };
}

/** The data of `pusher:` events is an object; some clients send it JSON-encoded once more. */
function dataRecord(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string') return isRecord(data) ? data : undefined;
  try {
    const decoded: unknown = JSON.parse(data);
    return isRecord(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface SubscribeRequest {
  channel: string;
  auth: string | undefined;
  channelData: string | undefined;
}

export function parseSubscribe(data: unknown): Parsed<SubscribeRequest> {
  const fields = dataRecord(data);
  const channel = fields?.channel;
  if (typeof channel !== 'string') {
    return { ok: false, problem: 'pusher:subscribe needs data.channel.' };
  }
  return {
    ok: true,
    value: {
      channel,
      auth: optionalString(fields?.auth),
      channelData: optionalString(fields?.channel_data),
    },
  };
}

export function parseUnsubscribe(data: unknown): Parsed<string> {
  const channel = dataRecord(data)?.channel;
  return typeof channel === 'string'
    ? { ok: true, value: channel }
    : { ok: false, problem: 'pusher:unsubscribe needs data.channel.' };
}

export function parseSignin(data: unknown): Parsed<{ auth: string; userData: string }> {
  const fields = dataRecord(data);
  const auth = fields?.auth;
  const userData = fields?.user_data;
  return typeof auth === 'string' && typeof userData === 'string'
    ? { ok: true, value: { auth, userData } }
    : { ok: false, problem: 'pusher:signin needs data.auth and data.user_data.' };
}

/** A user id as presence `channel_data` and sign-in `user_data` carry it: a string (or a number). */
function userIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export interface PresenceMember {
  id: string;
  info: unknown;
}

/** Presence `channel_data`: `{"user_id": …, "user_info": {…}?}`. */
export function parsePresenceMember(channelData: string): Parsed<PresenceMember> {
  const fields = dataRecord(channelData);
  const id = userIdOf(fields?.user_id);
  if (id === undefined) {
    return { ok: false, problem: 'channel_data is JSON with a user_id.' };
  }
  return { ok: true, value: { id, info: fields?.user_info ?? null } };
}

/** Sign-in `user_data`: JSON with an `id`. */
export function parseSignedInUserId(userData: string): Parsed<string> {
  const id = userIdOf(dataRecord(userData)?.id);
  return id === undefined
    ? { ok: false, problem: 'user_data is JSON with an id.' }
    : { ok: true, value: id };
}
