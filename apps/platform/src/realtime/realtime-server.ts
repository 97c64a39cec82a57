import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { ChannelRegistry } from './channel-registry.ts';
import {
  channelEventFrame,
  connectionEstablishedFrame,
  errorFrame,
  parseClientFrame,
  PING_FRAME,
  PusherCode,
  type PusherErrorCode,
  SUPPORTED_PROTOCOL,
} from './protocol-frames.ts';
import { handleClientFrame, leaveAllChannels, type ProtocolContext } from './protocol-handlers.ts';
import type { RealtimeApp, RealtimeAppDirectory } from './realtime-apps.ts';
import { type RealtimeSocket, sendFrame, sendToAll } from './realtime-socket.ts';

export interface RealtimeServerOptions {
  apps: RealtimeAppDirectory;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Milliseconds clock for the client-event rate window (the HTTP API takes its own). */
  now?: () => number;
  /** Sent in `pusher:connection_established`; the server pings a socket silent for this long. */
  activityTimeoutSeconds?: number;
  /** Pusher's limit is 10; beyond it a client event is dropped with a 4301 `pusher:error`. */
  clientEventsPerSecond?: number;
  /** Pusher's 10 KB: a larger frame is answered with a `pusher:error`, the socket stays open. */
  maxMessageBytes?: number;
}

export interface RealtimeServer {
  /** Handles `upgrade` on `/app/{key}` of the given node http server; other paths are left alone. */
  attach(server: Server): void;
  /** Delivers an event (data already a string) to every subscriber of each channel but socketId. */
  publish(
    appId: string,
    channels: readonly string[],
    event: string,
    data: string,
    exceptSocketId?: string,
  ): void;
  /** Occupied channels; userCount on presence channels. */
  channels(
    appId: string,
    options?: { prefix?: string },
  ): Array<{ name: string; subscriptionCount: number; userCount?: number }>;
  channel(
    appId: string,
    name: string,
  ): { occupied: boolean; subscriptionCount: number; userCount?: number };
  users(appId: string, presenceChannel: string): Array<{ id: string }>;
  connectionCount(): number;
  /**
   * Shutdown: stops taking upgrades at once, closes every socket with 4200 ("reconnect
   * immediately", never 4009) and resolves when all are closed.
   */
  close(): Promise<void>;
}

const APP_PATH = /^\/app\/([^/]+)$/;
/** Pusher's recommended wait for a pong, shortened when the activity timeout is shorter. */
const PONG_TIMEOUT_MS = 30_000;
/** After close() asked nicely, sockets still open this much later are cut. */
const CLOSE_GRACE_MS = 5_000;

const socketIdPart = () => randomInt(1, 2 ** 47);

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const { apps, log } = options;
  const now = options.now ?? Date.now;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
  const maxMessageBytes = options.maxMessageBytes ?? 10_240;
  const activityMs = activityTimeoutSeconds * 1000;
  const pongTimeoutMs = Math.min(PONG_TIMEOUT_MS, activityMs);

  // A frame a little over the limit gets a pusher:error; only far beyond it does ws close (1009).
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxMessageBytes * 4,
    perMessageDeflate: false,
  });
  const registry = new ChannelRegistry<RealtimeSocket>();
  /** Every upgraded connection, established or not: close() must reach them all. */
  const connections = new Set<WebSocket>();
  const sockets = new Set<RealtimeSocket>();
  let closing = false;
  let heartbeat: NodeJS.Timeout | undefined;
  const detachments: Array<() => void> = [];

  const context: ProtocolContext = {
    registry,
    now,
    clientEventsPerSecond: options.clientEventsPerSecond ?? 10,
    isClosing: () => closing,
  };

  function refuseConnection(ws: WebSocket, code: PusherErrorCode, message: string) {
    // Protocol 7 clients read the close code; the pusher:error first is for older ones (and Soketi).
    if (ws.readyState === WebSocket.OPEN) ws.send(errorFrame(code, message));
    ws.close(code, message);
    // A paused socket would never read the client's closing frame, and linger 30 s.
    ws.resume();
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, server: Server) {
    const url = URL.parse(request.url ?? '/', 'http://realtime.invalid');
    const key = url === null ? undefined : APP_PATH.exec(url.pathname)?.[1];
    if (url === null || key === undefined) {
      // Another listener may own this path; with none, nobody ever would answer it.
      if (server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connections.add(ws);
      ws.on('close', () => connections.delete(ws));
      ws.on('error', (error) => log.warn({ err: error }, 'realtime socket error'));
      establish(ws, key, url.searchParams).catch((error: unknown) => {
        log.error({ err: error }, 'realtime connection failed');
        ws.terminate();
      });
    });
  }

  async function establish(ws: WebSocket, key: string, query: URLSearchParams) {
    const protocol = query.get('protocol');
    if (protocol === null) return refuseConnection(ws, PusherCode.noProtocol, 'No protocol given.');
    if (!/^\d{1,3}$/.test(protocol)) {
      return refuseConnection(ws, PusherCode.invalidVersionFormat, 'Invalid protocol version.');
    }
    if (Number(protocol) !== SUPPORTED_PROTOCOL) {
      return refuseConnection(ws, PusherCode.unsupportedProtocol, 'Only protocol 7 is supported.');
    }
    if (closing) return refuseConnection(ws, PusherCode.reconnectNow, 'Server is restarting.');
    // Frames that arrive while the app is looked up wait in the kernel, not in a queue of ours.
    ws.pause();
    let app: RealtimeApp | undefined;
    try {
      app = await apps.byKey(safeDecode(key));
    } catch (error) {
      log.error({ err: error }, 'realtime app lookup failed');
      return refuseConnection(ws, PusherCode.overCapacity, 'Try again shortly.');
    }
    if (ws.readyState !== WebSocket.OPEN) return;
    if (app === undefined) {
      return refuseConnection(ws, PusherCode.appNotFound, 'No app has this key.');
    }
    if (closing) return refuseConnection(ws, PusherCode.reconnectNow, 'Server is restarting.');
    const socket: RealtimeSocket = {
      id: `${socketIdPart()}.${socketIdPart()}`,
      app,
      ws,
      channels: new Map(),
      userId: undefined,
      lastHeardAt: performance.now(),
      pingSentAt: undefined,
      clientEventWindowStart: 0,
      clientEventCount: 0,
    };
    sockets.add(socket);
    ws.on('message', (data, isBinary) => receive(socket, data, isBinary));
    ws.on('pong', () => heard(socket));
    ws.on('close', () => {
      sockets.delete(socket);
      try {
        leaveAllChannels(context, socket);
      } catch (error) {
        log.error({ err: error, socketId: socket.id }, 'realtime socket cleanup failed');
      }
    });
    sendFrame(socket, connectionEstablishedFrame(socket.id, activityTimeoutSeconds));
    ws.resume();
  }

  function heard(socket: RealtimeSocket) {
    socket.lastHeardAt = performance.now();
    socket.pingSentAt = undefined;
  }

  function receive(socket: RealtimeSocket, data: RawData, isBinary: boolean) {
    heard(socket);
    try {
      const bytes = bytesOf(data);
      if (bytes.length > maxMessageBytes) {
        const message = `A message has at most ${maxMessageBytes} bytes.`;
        return sendFrame(socket, errorFrame(PusherCode.invalidMessage, message));
      }
      if (isBinary) {
        const message = 'Binary frames are not part of the protocol.';
        return sendFrame(socket, errorFrame(PusherCode.invalidMessage, message));
      }
      const frame = parseClientFrame(bytes.toString('utf8'));
      if (!frame.ok) return sendFrame(socket, errorFrame(PusherCode.invalidMessage, frame.problem));
      handleClientFrame(context, socket, frame.value);
    } catch (error) {
      log.error({ err: error, socketId: socket.id }, 'realtime message failed');
      sendFrame(socket, errorFrame(PusherCode.invalidMessage, 'The server could not handle it.'));
    }
  }

  /** One timer for every socket: ping the silent ones, drop those that never answer. */
  function beat() {
    const at = performance.now();
    for (const socket of sockets) {
      if (socket.pingSentAt !== undefined) {
        if (at - socket.pingSentAt >= pongTimeoutMs) {
          sendFrame(socket, errorFrame(PusherCode.pongNotReceived, 'Pong reply not received.'));
          socket.ws.close(PusherCode.pongNotReceived, 'Pong reply not received');
        }
      } else if (at - socket.lastHeardAt >= activityMs) {
        socket.pingSentAt = at;
        sendFrame(socket, PING_FRAME);
      }
    }
  }

  function startHeartbeat() {
    if (heartbeat !== undefined || closing) return;
    const period = Math.min(5_000, Math.max(50, Math.floor(activityMs / 4)));
    heartbeat = setInterval(beat, period);
    heartbeat.unref();
  }

  return {
    attach(server) {
      if (closing) return;
      const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
        onUpgrade(request, socket, head, server);
      server.on('upgrade', listener);
      detachments.push(() => server.off('upgrade', listener));
      startHeartbeat();
    },

    publish(appId, channels, event, data, exceptSocketId) {
      for (const channel of channels) {
        const subscribers = registry.subscribers(appId, channel);
        if (subscribers === undefined) continue;
        sendToAll(subscribers, channelEventFrame(event, channel, data), exceptSocketId);
      }
    },

    channels(appId, { prefix = '' } = {}) {
      return registry.all(appId).filter(({ name }) => name.startsWith(prefix));
    },

    channel(appId, name) {
      const { subscriptionCount, userCount } = registry.stats(appId, name);
      const info = { occupied: subscriptionCount > 0, subscriptionCount };
      return userCount === undefined ? info : { ...info, userCount };
    },

    users(appId, presenceChannel) {
      return registry.memberIds(appId, presenceChannel).map((id) => ({ id }));
    },

    connectionCount: () => sockets.size,

    async close() {
      closing = true;
      // Let go of the HTTP server first: a successor may attach while these sockets close.
      detachments.splice(0).forEach((detach) => detach());
      clearInterval(heartbeat);
      const open = [...connections];
      const closed = open.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            refuseConnection(ws, PusherCode.reconnectNow, 'Server is restarting.');
          }),
      );
      const cutOff = setTimeout(() => open.forEach((ws) => ws.terminate()), CLOSE_GRACE_MS);
      cutOff.unref();
      await Promise.all(closed);
      clearTimeout(cutOff);
      wss.close();
    },
  };
}

function bytesOf(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
