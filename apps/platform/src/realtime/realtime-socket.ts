import { WebSocket } from 'ws';
import type { RealtimeApp } from './realtime-apps.ts';

/** One established connection and what the protocol remembers about it. */
export interface RealtimeSocket {
  /** `\d+\.\d+`, as the pusher SDK validates it. */
  readonly id: string;
  readonly app: RealtimeApp;
  readonly ws: WebSocket;
  /** Subscribed channels, each with the presence member id it joined as (presence only). */
  readonly channels: Map<string, string | undefined>;
  /** Set by a valid `pusher:signin`. */
  userId: string | undefined;
  /** Monotonic milliseconds of the last frame received: the heartbeat reads it. */
  lastHeardAt: number;
  pingSentAt: number | undefined;
  clientEventWindowStart: number;
  clientEventCount: number;
}

/** Beyond this, a socket that does not read is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Sends one serialised frame; a closing socket is skipped, a stalled one is told to back off. */
export function sendFrame(socket: RealtimeSocket, frame: string): void {
  const { ws } = socket;
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    // 4100: "over capacity", the client reconnects after backing off.
    ws.close(4100, 'Too slow to read its events');
    return;
  }
  ws.send(frame);
}

/** Fan-out of a frame serialised once to every subscriber but one. */
export function sendToAll(
  subscribers: ReadonlySet<RealtimeSocket> | undefined,
  frame: string,
  except?: RealtimeSocket | string,
): void {
  if (subscribers === undefined) return;
  for (const subscriber of subscribers) {
    if (subscriber === except || subscriber.id === except) continue;
    sendFrame(subscriber, frame);
  }
}
