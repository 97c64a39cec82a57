import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import PusherServer from 'pusher';
import { createRequire } from 'node:module';
import type PusherJsModule from 'pusher-js';
import type { Channel } from 'pusher-js';
import { WebSocket } from 'ws';
import { onTestFinished } from 'vitest';
import {
  type BalanceUpdatedEvent,
  balanceUpdatedEventSchema,
  broadcastingAuthResponseSchema,
  channels,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { type RealtimeApp, staticAppDirectory } from '../realtime/realtime-apps.ts';
import { realtimeHttpApi } from '../realtime/realtime-http-api.ts';
import {
  createRealtimeServer,
  type RealtimeServer,
  type RealtimeServerOptions,
} from '../realtime/realtime-server.ts';

// pusher-js is CommonJS whose typings describe an ES module: under NodeNext, TypeScript sees its
// class at `.default` while Node hands over module.exports, the class itself. Require it as Node does.
const Pusher: typeof PusherJsModule.default = createRequire(import.meta.url)('pusher-js');
export type PusherClient = InstanceType<typeof Pusher>;

/** Two tenants' apps: what one signs, the other must refuse. */
export const realtimeApps = {
  sorte: { id: '101', key: 'key-sorte', secret: 'secret-sorte' },
  bet: { id: '202', key: 'key-bet', secret: 'secret-bet' },
} satisfies Record<string, RealtimeApp>;

/** Long enough for a slow, busy machine; a wait that ends sooner is a pass. */
const WAIT_MS = 20_000;

/** Resolves with what `register` hands `done`, or fails naming what never happened. */
export function eventually<T>(
  what: string,
  register: (done: (value: T) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), WAIT_MS);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Waits a little for something that must not happen. */
export const quietPeriod = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ClientOptions {
  app?: RealtimeApp;
  /** The presence member the default authoriser signs into channel_data. */
  member?: PusherServer.PresenceChannelData;
  /** The user the default authenticator signs for pusher:signin. */
  user?: PusherServer.UserChannelData;
  /** Replaces the default (correct) channel authorisation. */
  authorize?: (socketId: string, channel: string) => PusherServer.ChannelAuthResponse;
  /** Replaces the default (correct) user authentication. */
  authenticate?: (socketId: string) => PusherServer.UserAuthResponse;
}

export interface RealtimeHarness {
  port: number;
  http: FastifyInstance;
  server: RealtimeServer;
  /** The official server SDK for an app, pointed at this server. */
  sdk(app?: RealtimeApp): PusherServer;
  /** An official pusher-js client, signing with its app's SDK unless told otherwise. */
  client(options?: ClientOptions): PusherClient;
  /** A bare WebSocket on a path such as `/app/key-sorte?protocol=7`. */
  rawSocket(path: string): Promise<RawSocket>;
  disconnectClients(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<Omit<RealtimeServerOptions, 'log'>> {
  /** The HTTP API's clock. */
  apiNow?: () => number;
  port?: number;
  /** Runs on the Fastify instance before the API is registered (the platform's hooks). */
  prepare?: (http: FastifyInstance) => void;
  /** Fastify's own options (a logger to read, its log controller). */
  fastify?: FastifyServerOptions;
}

/** A listening Fastify with the realtime server attached and the HTTP API at the root. */
export async function startRealtime(options: StartOptions = {}): Promise<RealtimeHarness> {
  const {
    apps = staticAppDirectory(Object.values(realtimeApps)),
    apiNow,
    port: wantedPort = 0,
    prepare,
    fastify,
    ...serverOptions
  } = options;
  const http = Fastify(fastify);
  const server = createRealtimeServer({ apps, log: http.log, ...serverOptions });
  server.attach(http.server);
  http.addHook('preClose', () => server.close());
  prepare?.(http);
  await http.register(realtimeHttpApi, { server, apps, now: apiNow });
  await http.listen({ port: wantedPort, host: '127.0.0.1' });
  const address = http.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : wantedPort;

  const clients = new Set<PusherClient>();
  const rawSockets = new Set<WebSocket>();
  async function disconnectClients() {
    for (const client of clients) client.disconnect();
    clients.clear();
    await Promise.all([...rawSockets].map(closeRaw));
    rawSockets.clear();
  }
  const sdk = (app: RealtimeApp = realtimeApps.sorte) =>
    new PusherServer({
      ...app,
      appId: app.id,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });

  return {
    port,
    http,
    server,
    sdk,
    client({ app = realtimeApps.sorte, member, user, authorize, authenticate } = {}) {
      const signer = sdk(app);
      const client = new Pusher(app.key, {
        cluster: 'eu',
        wsHost: '127.0.0.1',
        wsPort: port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) =>
            callback(
              null,
              authorize?.(socketId, channelName) ??
                signer.authorizeChannel(socketId, channelName, member),
            ),
        },
        userAuthentication: {
          customHandler: ({ socketId }, callback) =>
            callback(
              null,
              authenticate?.(socketId) ??
                signer.authenticateUser(socketId, user ?? { id: 'anonymous' }),
            ),
        },
      });
      clients.add(client);
      return client;
    },
    async rawSocket(path) {
      const socket = await openRawSocket(`ws://127.0.0.1:${port}${path}`);
      rawSockets.add(socket.ws);
      return socket;
    },
    disconnectClients,
    async close() {
      await disconnectClients();
      await http.close();
    },
  };
}

function closeRaw(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    ws.once('close', () => resolve());
    ws.terminate();
  });
}

/** pusher-js reached `connected`: its socket id. */
export function connected(client: PusherClient): Promise<string> {
  return eventually('a connected pusher-js client', (done) => {
    if (client.connection.state === 'connected') return done(client.connection.socket_id);
    client.connection.bind('connected', () => done(client.connection.socket_id));
  });
}

/** pusher-js reached a given connection state. */
export function reachedState(client: PusherClient, state: string): Promise<void> {
  return eventually(`pusher-js state ${state}`, (done) => {
    if (client.connection.state === state) return done();
    client.connection.bind('state_change', ({ current }: { current: string }) => {
      if (current === state) done();
    });
  });
}

/** A subscription that succeeded, with what pusher-js passed (members on presence channels). */
export function subscribed(client: PusherClient, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return eventually(`subscription to ${name}`, (done) => {
    if (channel.subscribed) return done(channel);
    channel.bind('pusher:subscription_succeeded', () => done(channel));
  });
}

/** The next occurrence of an event on a pusher-js channel (or user, or connection). */
export function nextEvent<T = unknown>(
  source: { bind(event: string, callback: (data: T, metadata?: unknown) => void): unknown },
  event: string,
): Promise<{ data: T; metadata: unknown }> {
  return eventually(`event ${event}`, (done) =>
    source.bind(event, (data, metadata) => done({ data, metadata })),
  );
}

export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
}

export interface RawSocket {
  ws: WebSocket;
  frames: PusherFrame[];
  send(frame: unknown): void;
  /** The first frame (already received or to come) that matches. */
  next(what: string, matches: (frame: PusherFrame) => boolean): Promise<PusherFrame>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A WebSocket that records every frame; fails when the handshake does (ws then closes it). */
export function openRawSocket(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url);
  const frames: PusherFrame[] = [];
  const waiters = new Set<(frame: PusherFrame) => void>();
  ws.on('message', (data) => {
    const frame: PusherFrame = JSON.parse(String(data));
    frames.push(frame);
    for (const waiter of [...waiters]) waiter(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: RawSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (what, matches) =>
      eventually(what, (done) => {
        const seen = frames.find(matches);
        if (seen !== undefined) return done(seen);
        const waiter = (frame: PusherFrame) => {
          if (!matches(frame)) return;
          waiters.delete(waiter);
          done(frame);
        };
        waiters.add(waiter);
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/** The parsed data of a frame whose data is a JSON string, as Pusher double-encodes it. */
export function frameData(frame: PusherFrame): unknown {
  return typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
}

/**
 * pusher-js as the web app connects it to a listening platform: the tenant's app on the platform's
 * own port, private channels authorised by `POST {apiLink}/broadcasting/auth` over real HTTP with
 * the browser's headers (`authorization: Bearer …` or `guest-id`). Disconnect it after the test.
 */
export function connectAsBrowser(
  origin: string,
  tenant: string,
  headers: Record<string, string>,
): PusherClient {
  const authEndpoint = `${origin}/t/${tenant}/broadcasting/auth`;
  return new Pusher(tenant, {
    cluster: 'eu',
    wsHost: new URL(origin).hostname,
    wsPort: Number(new URL(origin).port),
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: authEndpoint,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(authEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`status ${response.status}`);
            callback(null, broadcastingAuthResponseSchema.parse(await response.json()));
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

/** `connectAsBrowser` for one test: disconnected when the test finishes. */
export function browserForTest(
  origin: string,
  tenant: string,
  headers: Record<string, string>,
): PusherClient {
  const browser = connectAsBrowser(origin, tenant, headers);
  onTestFinished(() => browser.disconnect());
  return browser;
}

/** A subscription that succeeded, or the refusal pusher-js reported (with its status). */
export function subscribedOrRefused(client: PusherClient, name: string): Promise<Channel> {
  const channel = client.subscribe(name);
  return new Promise<Channel>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription refused: ${JSON.stringify(error)}`)),
    );
  });
}

/**
 * A signed-in player's browser on the demo tenant, subscribed to their own channel over the real
 * HTTP authorisation; every BalanceUpdated it hears is in `balances`. Disconnected after the test.
 */
export async function playerChannelAsBrowser(
  origin: string,
  player: { id: number; token: string },
): Promise<{ channel: Channel; balances: BalanceUpdatedEvent[] }> {
  const browser = browserForTest(origin, 'demo', { authorization: `Bearer ${player.token}` });
  const channel = await subscribedOrRefused(browser, channels.player(player.id));
  const balances: BalanceUpdatedEvent[] = [];
  channel.bind(wireEventName('BalanceUpdated'), (payload: unknown) =>
    balances.push(balanceUpdatedEventSchema.parse(payload)),
  );
  return { channel, balances };
}
