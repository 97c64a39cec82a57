import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  eventually,
  frameData,
  nextEvent,
  type PusherFrame,
  quietPeriod,
  type RawSocket,
  type RealtimeHarness,
  reachedState,
  realtimeApps,
  startRealtime,
  subscribed,
} from '../test/realtime.ts';
import { staticAppDirectory } from './realtime-apps.ts';
import { createRealtimeServer } from './realtime-server.ts';
import { channelAuthSignature } from './signatures.ts';

const QUERY = 'protocol=7&client=js&version=8.6.0&flash=false';
const appPath = (key: string = realtimeApps.sorte.key, query = QUERY) => `/app/${key}?${query}`;
const isError = (frame: PusherFrame) => frame.event === 'pusher:error';

async function establishedSocket(harness: RealtimeHarness): Promise<RawSocket & { id: string }> {
  const socket = await harness.rawSocket(appPath());
  const frame = await socket.next('connection_established', (seen) => {
    return seen.event === 'pusher:connection_established';
  });
  const data = frameData(frame);
  const id = typeof data === 'object' && data !== null && 'socket_id' in data ? data.socket_id : '';
  return Object.assign(socket, { id: String(id) });
}

/** Sends a frame and waits for the first answer after it that matches. */
async function answerTo(socket: RawSocket, frame: unknown, matches = isError) {
  const before = socket.frames.length;
  socket.send(frame);
  return socket.next(`an answer to ${String(JSON.stringify(frame)).slice(0, 80)}`, (seen) => {
    return socket.frames.indexOf(seen) >= before && matches(seen);
  });
}

describe('handshake and frames', () => {
  let harness: RealtimeHarness;
  beforeAll(async () => {
    harness = await startRealtime();
  });
  afterEach(() => harness.disconnectClients());
  afterAll(() => harness.close());

  it('establishes a connection with its data as a JSON string', async () => {
    const socket = await harness.rawSocket(appPath());
    const frame = await socket.next('connection_established', (seen) => {
      return seen.event === 'pusher:connection_established';
    });
    expect(typeof frame.data).toBe('string');
    expect(frameData(frame)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it.each([
    ['an unknown app key', appPath('key-nobody'), 4001],
    ['no protocol', appPath(undefined, 'client=js&version=8.6.0'), 4008],
    ['an unsupported protocol', appPath(undefined, 'protocol=6'), 4007],
    ['a protocol that is not a number', appPath(undefined, 'protocol=seven'), 4006],
  ])('refuses %s with a pusher:error and the same close code', async (_case, path, code) => {
    const socket = await harness.rawSocket(path);
    expect((await socket.next('a pusher:error', isError)).data).toMatchObject({ code });
    expect((await socket.closed).code).toBe(code);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = await establishedSocket(harness);
    const pong = await answerTo(socket, { event: 'pusher:ping', data: {} }, (frame) => {
      return frame.event === 'pusher:pong';
    });
    expect(pong.event).toBe('pusher:pong');
  });

  it('answers every malformed frame with a pusher:error and goes on serving', async () => {
    const socket = await establishedSocket(harness);
    const malformed: Array<[unknown, number]> = [
      ['not json', 4300],
      ['[1, 2]', 4300],
      ['"a string"', 4300],
      [{ data: {} }, 4300],
      [{ event: 42 }, 4300],
      [{ event: 'pusher:teleport', data: {} }, 4300],
      [{ event: 'hello', data: {} }, 4300],
      [{ event: 'pusher:ping', data: 'x'.repeat(11 * 1024) }, 4300],
      [{ event: 'pusher:subscribe', data: {} }, 4300],
      [{ event: 'pusher:subscribe', data: { channel: '#secret' } }, 4009],
      [{ event: 'pusher:subscribe', data: { channel: 'c'.repeat(201) } }, 4009],
      [{ event: 'pusher:subscribe', data: { channel: 'spaced name' } }, 4009],
    ];
    for (const [frame, code] of malformed) {
      const answer = await answerTo(socket, frame);
      expect(answer.data, JSON.stringify(frame).slice(0, 80)).toMatchObject({ code });
    }
    const binary = socket.frames.length;
    socket.ws.send(Buffer.from('{"event":"pusher:ping"}'), { binary: true });
    await socket.next('an error for a binary frame', (seen) => {
      return socket.frames.indexOf(seen) >= binary && isError(seen);
    });
    expect(harness.server.channels(realtimeApps.sorte.id)).toEqual([]);

    await answerTo(socket, { event: 'pusher:ping', data: {} }, (frame) => {
      return frame.event === 'pusher:pong';
    });
    const client = harness.client();
    const channel = await subscribed(client, 'still-serving');
    const heard = new Promise((resolve) => channel.bind('news', resolve));
    await harness.sdk().trigger('still-serving', 'news', { ok: true });
    expect(await heard).toEqual({ ok: true });
  });

  it('delivers an SDK trigger as one frame whose data is the string the SDK sent', async () => {
    const socket = await establishedSocket(harness);
    const subscribe = { event: 'pusher:subscribe', data: { channel: 'universal-public.x' } };
    await answerTo(socket, subscribe, (f) => f.event === 'pusher_internal:subscription_succeeded');
    const before = socket.frames.length;
    await harness.sdk().trigger('universal-public.x', 'App\\Events\\BetPlaced', { cents: 500 });
    const frame = await socket.next('the event', (seen) => socket.frames.indexOf(seen) >= before);
    expect(frame).toEqual({
      event: 'App\\Events\\BetPlaced',
      channel: 'universal-public.x',
      data: '{"cents":500}',
    });
  });

  it('refuses encrypted channels with a subscription error', async () => {
    const socket = await establishedSocket(harness);
    const channel = 'private-encrypted-wallet';
    const auth = channelAuthSignature(realtimeApps.sorte, socket.id, channel);
    const answer = await answerTo(
      socket,
      { event: 'pusher:subscribe', data: { channel, auth } },
      (f) => {
        return f.event === 'pusher:subscription_error';
      },
    );
    expect(answer).toMatchObject({ channel, data: { type: 'UnsupportedChannel', status: 400 } });
  });

  it('keeps a user’s server-to-user channel from other connections', async () => {
    const socket = await establishedSocket(harness);
    const answer = await answerTo(socket, {
      event: 'pusher:subscribe',
      data: { channel: '#server-to-user-7' },
    });
    expect(answer).toMatchObject({ channel: '#server-to-user-7', data: { code: 4009 } });
  });

  it('tells a client to back off with 4100 when the app directory fails', async () => {
    const failing = await startRealtime({
      apps: {
        byKey: async () => Promise.reject(new Error('database down')),
        byId: async () => undefined,
      },
    });
    try {
      const socket = await failing.rawSocket(appPath());
      expect((await socket.closed).code).toBe(4100);
    } finally {
      await failing.close();
    }
  });
});

describe('heartbeat', () => {
  let harness: RealtimeHarness;
  beforeAll(async () => {
    // Two seconds: short for a test, long enough that a busy machine still answers a ping in time.
    harness = await startRealtime({ activityTimeoutSeconds: 2 });
  });
  afterEach(() => harness.disconnectClients());
  afterAll(() => harness.close());

  it('pings a silent socket, keeps it while it answers, closes it with 4201 when it does not', async () => {
    const socket = await establishedSocket(harness);
    const isPing = (frame: PusherFrame) => frame.event === 'pusher:ping';
    await socket.next('a first ping', isPing);
    const answered = socket.frames.length;
    socket.send({ event: 'pusher:pong', data: {} });
    await socket.next('a second ping', (frame) => {
      return socket.frames.indexOf(frame) >= answered && isPing(frame);
    });
    expect((await socket.closed).code).toBe(4201);
  });

  it('keeps pusher-js connected across several activity timeouts', async () => {
    const client = harness.client();
    const socketId = await connected(client);
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) => {
      states.push(current);
    });
    await quietPeriod(5_000);
    expect(states).toEqual([]);
    expect(client.connection.socket_id).toBe(socketId);
  });
});

describe('shutdown', () => {
  it('closes every socket with 4200, and pusher-js reconnects to the server taking over', async () => {
    const harness = await startRealtime();
    const successor = createRealtimeServer({
      apps: staticAppDirectory(Object.values(realtimeApps)),
      log: harness.http.log,
    });
    try {
      const client = harness.client();
      await subscribed(client, 'lobby');
      const raw = await establishedSocket(harness);
      const states: string[] = [];
      client.connection.bind('state_change', ({ current }: { current: string }) => {
        states.push(current);
      });
      const reconnecting = reachedState(client, 'connecting');

      const closing = harness.server.close();
      successor.attach(harness.http.server);
      await closing;
      expect(harness.server.connectionCount()).toBe(0);
      expect((await raw.closed).code).toBe(4200);
      await reconnecting;
      await reachedState(client, 'connected');
      expect(states).not.toContain('failed');
      expect(states).not.toContain('disconnected');

      // pusher-js subscribes its channels again on its own.
      const channel = client.channel('lobby');
      await eventually('the subscription again', (done) => {
        if (channel.subscribed) return done(true);
        channel.bind('pusher:subscription_succeeded', () => done(true));
      });
      const heard = nextEvent(channel, 'reopened');
      successor.publish(realtimeApps.sorte.id, ['lobby'], 'reopened', '{"by":"successor"}');
      expect((await heard).data).toEqual({ by: 'successor' });
    } finally {
      await harness.disconnectClients();
      await successor.close();
      await harness.close();
    }
  });

  it('turns new connections away once closed', async () => {
    const harness = await startRealtime();
    try {
      await harness.server.close();
      await expect(harness.rawSocket(appPath())).rejects.toThrow();
    } finally {
      await harness.close();
    }
  });
});
