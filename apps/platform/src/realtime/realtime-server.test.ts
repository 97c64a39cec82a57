import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  eventually,
  nextEvent,
  type PusherClient,
  quietPeriod,
  reachedState,
  type RealtimeHarness,
  realtimeApps,
  startRealtime,
  subscribed,
} from '../test/realtime.ts';
import { channelAuthSignature } from './signatures.ts';

/** The client-event rate window reads this clock, so a burst is one second however slow we are. */
let clock = Date.parse('2026-06-01T12:00:00Z');
let harness: RealtimeHarness;

beforeAll(async () => {
  harness = await startRealtime({ now: () => clock });
});
afterEach(() => harness.disconnectClients());
afterAll(() => harness.close());

const pusherError = (client: PusherClient) =>
  nextEvent<{ type: string; data?: { code: number; message: string } }>(client.connection, 'error');

describe('connection', () => {
  it('gives pusher-js a socket id of the form the SDK validates', async () => {
    const socketId = await connected(harness.client());
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(harness.server.connectionCount()).toBeGreaterThanOrEqual(1);
  });
});

describe('public channels', () => {
  it('delivers an SDK trigger, its object data parsed by pusher-js', async () => {
    const channel = await subscribed(harness.client(), 'universal-public.1');
    const received = nextEvent(channel, 'App\\Events\\BetPlaced');
    await harness.sdk().trigger('universal-public.1', 'App\\Events\\BetPlaced', { amount: 500 });
    expect((await received).data).toEqual({ amount: 500 });
  });

  it('delivers every event of an SDK triggerBatch to its own channel', async () => {
    const client = harness.client();
    const [wins, odds] = await Promise.all([
      subscribed(client, 'batch-wins'),
      subscribed(client, 'batch-odds'),
    ]);
    const win = nextEvent(wins, 'win');
    const odd = nextEvent(odds, 'odds-changed');
    await harness.sdk().triggerBatch([
      { channel: 'batch-wins', name: 'win', data: { game: 'aviator' } },
      { channel: 'batch-odds', name: 'odds-changed', data: 'plain text' },
    ]);
    expect((await win).data).toEqual({ game: 'aviator' });
    expect((await odd).data).toBe('plain text');
  });

  it('leaves out the socket_id the SDK names, and nobody hears another app', async () => {
    const sender = harness.client();
    const listener = harness.client();
    const otherTenant = harness.client({ app: realtimeApps.bet });
    const [senderChannel, listenerChannel, otherChannel] = await Promise.all([
      subscribed(sender, 'excluded'),
      subscribed(listener, 'excluded'),
      subscribed(otherTenant, 'excluded'),
    ]);
    let leaked = 0;
    senderChannel.bind('news', () => (leaked += 1));
    otherChannel.bind('news', () => (leaked += 1));
    const heard = nextEvent(listenerChannel, 'news');
    const socketId = await connected(sender);
    await harness.sdk().trigger('excluded', 'news', {}, { socket_id: socketId });
    await heard;
    await quietPeriod();
    expect(leaked).toBe(0);
  });
});

describe('private channels', () => {
  const subscriptionError = (client: PusherClient, name: string) =>
    nextEvent<{ type: string; status: number }>(
      client.subscribe(name),
      'pusher:subscription_error',
    );

  it('subscribes with an authorisation signed for this socket', async () => {
    const channel = await subscribed(harness.client(), 'private-wallet.7');
    const received = nextEvent(channel, 'balance-updated');
    await harness.sdk().trigger('private-wallet.7', 'balance-updated', { cents: 1250 });
    expect((await received).data).toEqual({ cents: 1250 });
  });

  it('refuses a wrong, a missing or another socket’s authorisation with a 401 status', async () => {
    const wrongSecret = harness.client({
      authorize: (socketId, channel) => ({
        auth: channelAuthSignature({ ...realtimeApps.sorte, secret: 'guess' }, socketId, channel),
      }),
    });
    const missing = harness.client({ authorize: () => ({ auth: '' }) });
    const otherSocket = harness.client({
      authorize: (_socketId, channel) => harness.sdk().authorizeChannel('1.2', channel),
    });
    const errors = await Promise.all([
      subscriptionError(wrongSecret, 'private-wallet.7'),
      subscriptionError(missing, 'private-wallet.7'),
      subscriptionError(otherSocket, 'private-wallet.7'),
    ]);
    for (const { data } of errors) expect(data).toMatchObject({ type: 'AuthError', status: 401 });
    expect(harness.server.channel(realtimeApps.sorte.id, 'private-wallet.7').occupied).toBe(false);
  });

  it('refuses an authorisation signed with another app’s key and secret', async () => {
    const client = harness.client({
      authorize: (socketId, channel) =>
        harness.sdk(realtimeApps.bet).authorizeChannel(socketId, channel),
    });
    const { data } = await subscriptionError(client, 'private-wallet.7');
    expect(data).toMatchObject({ type: 'AuthError', status: 401 });
  });
});

describe('presence channels', () => {
  const member = (id: string) => ({ user_id: id, user_info: { name: `Player ${id}` } });

  it('lists members, announces arrivals and departures, counts a user once', async () => {
    const ana = harness.client({ member: member('1') });
    const room = (await subscribed(ana, 'presence-lobby')) as PresenceChannel;
    expect(room.members.count).toBe(1);
    expect(room.members.me).toEqual({ id: '1', info: { name: 'Player 1' } });

    const arrival = nextEvent<{ id: string; info: unknown }>(room, 'pusher:member_added');
    const bruno = harness.client({ member: member('2') });
    const brunoRoom = (await subscribed(bruno, 'presence-lobby')) as PresenceChannel;
    expect((await arrival).data).toEqual({ id: '2', info: { name: 'Player 2' } });
    expect(brunoRoom.members.count).toBe(2);

    // Bruno's second tab: still two members, and nobody is told twice.
    let arrivals = 0;
    room.bind('pusher:member_added', () => (arrivals += 1));
    const brunoAgain = harness.client({ member: member('2') });
    await subscribed(brunoAgain, 'presence-lobby');
    const { users } = await (
      await harness.sdk().get({ path: '/channels/presence-lobby/users' })
    ).json();
    expect(users).toEqual(expect.arrayContaining([{ id: '1' }, { id: '2' }]));
    expect(users).toHaveLength(2);
    expect(harness.server.channel(realtimeApps.sorte.id, 'presence-lobby')).toEqual({
      occupied: true,
      subscriptionCount: 3,
      userCount: 2,
    });

    let departures = 0;
    room.bind('pusher:member_removed', () => (departures += 1));
    brunoAgain.disconnect();
    await quietPeriod();
    expect(departures).toBe(0);
    const departure = nextEvent<{ id: string }>(room, 'pusher:member_removed');
    bruno.unsubscribe('presence-lobby');
    expect((await departure).data).toMatchObject({ id: '2' });
    expect(arrivals).toBe(0);
    expect(room.members.count).toBe(1);
  });

  it('refuses channel_data that was not signed', async () => {
    const client = harness.client({
      authorize: (socketId, channel) => ({
        ...harness.sdk().authorizeChannel(socketId, channel, member('1')),
        channel_data: JSON.stringify(member('admin')),
      }),
    });
    const { data } = await nextEvent<{ status: number }>(
      client.subscribe('presence-lobby'),
      'pusher:subscription_error',
    );
    expect(data).toMatchObject({ type: 'AuthError', status: 401 });
  });
});

describe('client events', () => {
  it('reach the other subscribers of a private channel, never the sender', async () => {
    const sender = harness.client();
    const listener = harness.client();
    const [senderChannel, listenerChannel] = await Promise.all([
      subscribed(sender, 'private-chat'),
      subscribed(listener, 'private-chat'),
    ]);
    let echoed = 0;
    senderChannel.bind('client-typing', () => (echoed += 1));
    const heard = nextEvent(listenerChannel, 'client-typing');
    expect(senderChannel.trigger('client-typing', { typing: true })).toBe(true);
    expect((await heard).data).toEqual({ typing: true });
    await quietPeriod();
    expect(echoed).toBe(0);
  });

  it('carry the sender’s user_id on presence channels', async () => {
    const sender = harness.client({ member: { user_id: '9', user_info: {} } });
    const listener = harness.client({ member: { user_id: '10', user_info: {} } });
    const [senderRoom, listenerRoom] = await Promise.all([
      subscribed(sender, 'presence-table.3'),
      subscribed(listener, 'presence-table.3'),
    ]);
    const heard = nextEvent(listenerRoom, 'client-bet');
    senderRoom.trigger('client-bet', { chips: 5 });
    expect(await heard).toEqual({ data: { chips: 5 }, metadata: { user_id: '9' } });
  });

  it('are refused on public channels with a pusher:error', async () => {
    const client = harness.client();
    const channel = await subscribed(client, 'public-feed');
    const error = pusherError(client);
    channel.trigger('client-hello', {});
    expect((await error).data).toMatchObject({ type: 'PusherError', data: { code: 4009 } });
  });

  it('beyond 10 a second from one socket, are dropped with a 4301 pusher:error', async () => {
    const sender = harness.client();
    const listener = harness.client();
    const [senderChannel, listenerChannel] = await Promise.all([
      subscribed(sender, 'private-burst'),
      subscribed(listener, 'private-burst'),
    ]);
    let delivered = 0;
    const tenth = eventually<number>('ten client events', (done) =>
      listenerChannel.bind('client-spin', () => {
        delivered += 1;
        if (delivered === 10) done(delivered);
      }),
    );
    const limited = pusherError(sender);
    for (let spin = 0; spin < 12; spin += 1) senderChannel.trigger('client-spin', { spin });
    expect((await limited).data).toMatchObject({ data: { code: 4301 } });
    await tenth;
    await quietPeriod();
    expect(delivered).toBe(10);

    clock += 1_000;
    const again = nextEvent(listenerChannel, 'client-again');
    senderChannel.trigger('client-again', {});
    await again;
  });
});

describe('user sign-in', () => {
  it('signs in and receives the SDK’s sendToUser', async () => {
    const client = harness.client({ user: { id: '7', name: 'Ana' } });
    await connected(client);
    client.signin();
    await client.user.signinDonePromise;
    expect(client.user.user_data).toMatchObject({ id: '7' });
    const bonus = nextEvent(client.user, 'bonus-granted');
    // The server-to-user channel subscription follows the sign-in; retry until it is in place.
    const sdk = harness.sdk();
    const sending = setInterval(
      () => void sdk.sendToUser('7', 'bonus-granted', { cents: 100 }),
      200,
    );
    try {
      expect((await bonus).data).toEqual({ cents: 100 });
    } finally {
      clearInterval(sending);
    }
  });

  it('closes the connection with 4009 on a bad signature', async () => {
    const client = harness.client({
      authenticate: (socketId) =>
        harness.sdk(realtimeApps.bet).authenticateUser(socketId, { id: '7' }),
    });
    await connected(client);
    const error = pusherError(client);
    const gaveUp = reachedState(client, 'disconnected');
    client.signin();
    expect((await error).data).toMatchObject({ data: { code: 4009 } });
    await gaveUp;
  });
});
