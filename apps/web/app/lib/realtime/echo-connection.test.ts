import type { Options as PusherOptions } from 'pusher-js';
import Echo from 'laravel-echo';
import { describe, expect, it, vi } from 'vitest';
import { createFakePlatform } from '~/test/fake-platform/platform';
import { reply } from '~/test/fake-platform/reply';
import { TEST_API_LINK } from '~/test/fixtures';
import { STORAGE_KEYS } from '../storage';
import { createTenantApiClient } from '~/core/tenant/tenant-api-client';
import { createEchoConnector, type PusherClient, RECONNECT_EVERY_MS } from './echo-connection';
import type { RealtimeConnectionHandlers } from './realtime-types';

const SETTINGS = {
  key: 'test-key',
  cluster: 'eu',
  wsHost: 'ws.casa.test',
  wsPort: 6001,
  wssPort: 6002,
  forceTLS: true,
};
const GUEST_ID = 'guest-0123456789abcdef';
const SOCKET_ID = '1234.5678';

type Listener = (data: unknown) => void;

/** What pusher-js does with a channel, as far as Echo and the connection use it. */
class FakeChannel {
  subscribed = false;
  subscriptionPending = false;
  private readonly listeners = new Map<string, Listener[]>();
  bind(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  unbind() {}
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(data);
  }
}

/**
 * A pusher-js client without a socket: it authorises private channels with the handler it was
 * given, as pusher-js does, and emits `subscription_error` without a status for a refusal (pusher-js
 * adds one only for errors of its own HTTP client).
 */
function fakePusher(options: PusherOptions) {
  const channels = new Map<string, FakeChannel>();
  const stateListeners: Listener[] = [];
  const signInErrorListeners: Listener[] = [];
  const subscriptions: string[] = [];
  const authorize = (channelName: string, channel: FakeChannel) => {
    const auth = options.channelAuthorization;
    if (!auth || !('customHandler' in auth)) throw new Error('no channel authoriser');
    auth.customHandler({ socketId: SOCKET_ID, channelName }, (error) => {
      channel.subscriptionPending = false;
      if (error) channel.emit('pusher:subscription_error', { type: 'AuthError', error: 'x' });
      else channel.subscribed = true;
    });
  };
  const client = {
    subscriptions,
    signedIn: false,
    disconnected: false,
    channel: (name: string) => channels.get(name),
    subscribe(name: string) {
      subscriptions.push(name);
      const channel = channels.get(name) ?? new FakeChannel();
      channels.set(name, channel);
      if (!channel.subscribed && !channel.subscriptionPending) {
        channel.subscriptionPending = true;
        if (/^(private|presence)-/.test(name)) authorize(name, channel);
        else {
          channel.subscriptionPending = false;
          channel.subscribed = true;
        }
      }
      return channel;
    },
    unsubscribe(name: string) {
      channels.delete(name);
    },
    connection: {
      bind: (_event: 'state_change', listener: Listener) => stateListeners.push(listener),
    },
    user: {
      bind: (_event: 'pusher:signin_error', listener: Listener) =>
        signInErrorListeners.push(listener),
    },
    signin() {
      const auth = options.userAuthentication;
      if (!auth || !('customHandler' in auth)) throw new Error('no user authenticator');
      auth.customHandler({ socketId: SOCKET_ID }, (error) => {
        if (error) for (const listener of signInErrorListeners) listener({ type: 'AuthError' });
        else client.signedIn = true;
      });
    },
    /** Fresh attempts started after a disconnect. */
    reconnects: 0,
    connect() {
      if (client.disconnected) client.reconnects += 1;
      client.disconnected = false;
    },
    disconnect() {
      client.disconnected = true;
    },
    /** The server sends `event` on `channel`. */
    deliver(channel: string, event: string, data: unknown) {
      channels.get(channel)?.emit(event, data);
    },
    changeState(previous: string, current: string) {
      for (const listener of stateListeners) listener({ previous, current });
    },
  } satisfies PusherClient & Record<string, unknown>;
  return client;
}

function connect(options: { token?: string; afterConnect?: (task: () => void) => void } = {}) {
  const platform = createFakePlatform();
  if (options.token) localStorage.setItem(STORAGE_KEYS.authToken, options.token);
  else localStorage.setItem(STORAGE_KEYS.guestId, GUEST_ID);
  const client = createTenantApiClient({
    apiLink: TEST_API_LINK,
    gtmId: null,
    storage: localStorage,
    fetch: platform.fetch,
  });
  const created: { key: string; options: PusherOptions; pusher: ReturnType<typeof fakePusher> }[] =
    [];
  const connector = createEchoConnector({
    settings: SETTINGS,
    client,
    Echo,
    createPusher: (key, pusherOptions) => {
      const pusher = fakePusher(pusherOptions);
      created.push({ key, options: pusherOptions, pusher });
      return pusher;
    },
    ...(options.afterConnect ? { afterConnect: options.afterConnect } : {}),
  });
  const handlers = {
    onEvent: vi.fn<RealtimeConnectionHandlers['onEvent']>(),
    onStateChange: vi.fn<RealtimeConnectionHandlers['onStateChange']>(),
    onSubscriptionError: vi.fn<RealtimeConnectionHandlers['onSubscriptionError']>(),
    onSignInError: vi.fn<RealtimeConnectionHandlers['onSignInError']>(),
    onPresence: vi.fn<NonNullable<RealtimeConnectionHandlers['onPresence']>>(),
    onSubscribed: vi.fn<NonNullable<RealtimeConnectionHandlers['onSubscribed']>>(),
  };
  const connection = connector(handlers);
  const made = created[0];
  if (!made) throw new Error('no pusher-js client was made');
  return { platform, connection, handlers, ...made };
}

describe('the Echo connection', () => {
  it('gives pusher-js the tenant’s server, WebSockets only, and the timers of §9', () => {
    const { key, options } = connect();
    expect(key).toBe('test-key');
    expect(options).toMatchObject({
      cluster: 'eu',
      wsHost: 'ws.casa.test',
      wsPort: 6001,
      wssPort: 6002,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    });
  });

  it('hands on an event Laravel broadcasts as App\\Events\\BetPlaced', () => {
    const { connection, pusher, handlers } = connect();
    connection.join('universal-public.test');
    expect(pusher.subscriptions).toEqual(['universal-public.test']);
    pusher.deliver('universal-public.test', 'App\\Events\\BetPlaced', { amount: 100 });
    pusher.deliver('universal-public.test', 'BetPlaced', { amount: 200 });
    expect(handlers.onEvent.mock.calls).toEqual([
      ['universal-public.test', 'BetPlaced', { amount: 100 }],
    ]);
  });

  it('authorises the player’s channel through the API client, with their bearer token', async () => {
    const { connection, platform, pusher } = connect({ token: 'token-of-ana' });
    connection.join('private-universal.1');
    await vi.waitFor(() => expect(connection.isJoined('private-universal.1')).toBe(true));
    expect(pusher.subscriptions).toEqual(['private-universal.1']);
    const [call] = platform.callsTo('POST /broadcasting/auth');
    expect(call?.body).toEqual({ socket_id: SOCKET_ID, channel_name: 'private-universal.1' });
    expect(call?.headers.get('Authorization')).toBe('Bearer token-of-ana');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
  });

  it('joins presence channels as Echo’s presence channels', async () => {
    const { connection, platform, pusher } = connect({ token: 'token-of-ana' });
    connection.join('presence-universal-public.test');
    await vi.waitFor(() =>
      expect(connection.isJoined('presence-universal-public.test')).toBe(true),
    );
    expect(pusher.subscriptions).toEqual(['presence-universal-public.test']);
    expect(platform.callsTo('POST /broadcasting/auth')[0]?.body?.channel_name).toBe(
      'presence-universal-public.test',
    );
  });

  it('lists who is on a presence channel, with each member joining and leaving', () => {
    const { connection, handlers, pusher } = connect({ token: 'token-of-ana' });
    const { onPresence } = handlers;
    const channel = 'presence-universal-public.test';
    connection.join(channel);
    const ana = { name: 'Ana S.', avatar: null };
    const joao = { name: 'João P.', avatar: 'https://cdn.example.com/j.png' };
    pusher.deliver(channel, 'pusher:subscription_succeeded', { count: 1, members: { '1': ana } });
    expect(onPresence).toHaveBeenLastCalledWith(channel, [{ id: '1', info: ana }]);
    pusher.deliver(channel, 'pusher:member_added', { id: '2', info: joao });
    expect(onPresence).toHaveBeenLastCalledWith(channel, [
      { id: '1', info: ana },
      { id: '2', info: joao },
    ]);
    pusher.deliver(channel, 'pusher:member_removed', { id: '1', info: ana });
    expect(onPresence).toHaveBeenLastCalledWith(channel, [{ id: '2', info: joao }]);
    expect(onPresence).toHaveBeenCalledTimes(3);
  });

  it('tells each time a channel’s subscription succeeds', () => {
    const { connection, handlers, pusher } = connect({ token: 'token-of-ana' });
    connection.join('private-universal.1');
    connection.join('universal-public.test');
    pusher.deliver('private-universal.1', 'pusher:subscription_succeeded', {});
    pusher.deliver('private-universal.1', 'pusher:subscription_succeeded', {});
    expect(handlers.onSubscribed.mock.calls).toEqual([
      ['private-universal.1'],
      ['private-universal.1'],
    ]);
  });

  it('authorises a guest’s channel with their Guest-ID', async () => {
    const { connection, platform } = connect();
    connection.join(`private-guest.${GUEST_ID}`);
    await vi.waitFor(() => expect(connection.isJoined(`private-guest.${GUEST_ID}`)).toBe(true));
    const [call] = platform.callsTo('POST /broadcasting/auth');
    expect(call?.headers.get('Guest-ID')).toBe(GUEST_ID);
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('reports a refused channel with the status the API answered', async () => {
    const { connection, handlers } = connect({ token: 'token-of-ana' });
    connection.join('private-universal.99');
    await vi.waitFor(() =>
      expect(handlers.onSubscriptionError).toHaveBeenCalledWith('private-universal.99', 403),
    );
    expect(connection.isJoined('private-universal.99')).toBe(false);
  });

  it('refuses a channel whose authorisation answer is not the contract’s', async () => {
    const { connection, handlers, platform } = connect({ token: 'token-of-ana' });
    platform.on('POST /broadcasting/auth', () => reply(200, { auth: 7 }));
    connection.join('private-universal.99');
    await vi.waitFor(() =>
      expect(handlers.onSubscriptionError).toHaveBeenCalledWith('private-universal.99', null),
    );
    expect(connection.isJoined('private-universal.99')).toBe(false);
  });

  it('refuses a sign-in whose answer has no user data', async () => {
    const { connection, handlers, platform, pusher } = connect({ token: 'token-of-ana' });
    platform.on('POST /broadcasting/user-auth', () => reply(200, { auth: 'test-key:x' }));
    connection.signIn();
    await vi.waitFor(() => expect(handlers.onSignInError).toHaveBeenCalledWith(null));
    expect(pusher.signedIn).toBe(false);
  });

  it('leaves a second join of a pending channel to pusher-js, which authorises it once', async () => {
    const { connection, handlers, pusher, platform } = connect({ token: 'token-of-ana' });
    platform.on('POST /broadcasting/auth', () => ({ auth: 'test-key:x' }));
    connection.join('private-universal.99');
    connection.join('private-universal.99');
    await vi.waitFor(() => expect(connection.isJoined('private-universal.99')).toBe(true));
    expect(pusher.subscriptions).toEqual(['private-universal.99', 'private-universal.99']);
    expect(platform.callsTo('POST /broadcasting/auth')).toHaveLength(1);
    expect(handlers.onSubscriptionError).not.toHaveBeenCalled();
  });

  it('signs the player in with /broadcasting/user-auth', async () => {
    const { connection, platform, pusher } = connect({ token: 'token-of-ana' });
    connection.signIn();
    await vi.waitFor(() => expect(pusher.signedIn).toBe(true));
    expect(platform.callsTo('POST /broadcasting/user-auth')[0]?.body).toEqual({
      socket_id: SOCKET_ID,
    });
  });

  it('reports a refused sign-in with its status', async () => {
    const { connection, handlers } = connect();
    connection.signIn();
    await vi.waitFor(() => expect(handlers.onSignInError).toHaveBeenCalledWith(403));
  });

  it('passes on the connection’s states and disconnects through Echo', () => {
    const { connection, handlers, pusher } = connect();
    pusher.changeState('connecting', 'connected');
    pusher.changeState('connected', 'weird');
    expect(handlers.onStateChange.mock.calls).toEqual([['connected']]);
    connection.disconnect();
    expect(pusher.disconnected).toBe(true);
  });

  it('joins what was asked for while connecting in the task after, once, and nothing once gone', () => {
    const later: (() => void)[] = [];
    const { connection, pusher } = connect({ afterConnect: (task) => later.push(task) });
    connection.join('universal-public.test');
    connection.join('universal-public.test');
    connection.join('chat.test');
    // Asked for, not yet subscribed: the connection's own task comes first.
    expect(pusher.subscriptions).toEqual([]);
    expect(connection.isJoined('chat.test')).toBe(true);
    later.forEach((task) => task());
    expect(pusher.subscriptions).toEqual(['universal-public.test', 'chat.test']);
    // From then on at once.
    connection.join('presence-universal-public.test');
    expect(pusher.subscriptions).toHaveLength(3);

    const gone = connect({ afterConnect: (task) => later.splice(0, later.length, task) });
    gone.connection.join('universal-public.test');
    gone.connection.disconnect();
    later.forEach((task) => task());
    expect(gone.pusher.subscriptions).toEqual([]);
  });

  it('leaves a first connection slower than 10 s to finish', () => {
    vi.useFakeTimers();
    try {
      const { handlers, pusher } = connect();
      pusher.changeState('initialized', 'connecting');
      vi.advanceTimersByTime(RECONNECT_EVERY_MS);
      pusher.changeState('connecting', 'unavailable');
      vi.advanceTimersByTime(3 * RECONNECT_EVERY_MS);
      expect(pusher.reconnects).toBe(0);
      pusher.changeState('unavailable', 'connected');
      expect(handlers.onStateChange.mock.calls.flat()).toEqual([
        'connecting',
        'unavailable',
        'connected',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts a fresh attempt every 10 s while the socket is away, and stops once it is back or closed', () => {
    vi.useFakeTimers();
    try {
      const { connection, handlers, pusher } = connect();
      pusher.changeState('initialized', 'connecting');
      pusher.changeState('connecting', 'connected');
      // The socket drops: pusher-js tries again, then calls it unavailable.
      pusher.changeState('connected', 'connecting');
      vi.advanceTimersByTime(RECONNECT_EVERY_MS - 1);
      expect(pusher.reconnects).toBe(0);
      pusher.changeState('connecting', 'unavailable');
      vi.advanceTimersByTime(1);
      expect(pusher.reconnects).toBe(1);
      vi.advanceTimersByTime(RECONNECT_EVERY_MS);
      expect(pusher.reconnects).toBe(2);
      pusher.changeState('unavailable', 'connected');
      vi.advanceTimersByTime(3 * RECONNECT_EVERY_MS);
      expect(pusher.reconnects).toBe(2);
      expect(handlers.onStateChange.mock.calls.flat()).toEqual([
        'connecting',
        'connected',
        'connecting',
        'unavailable',
        'connected',
      ]);
      // Away again, then closed by its owner (a new token): no attempt after that.
      pusher.changeState('connected', 'unavailable');
      connection.disconnect();
      vi.advanceTimersByTime(3 * RECONNECT_EVERY_MS);
      expect(pusher.reconnects).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
