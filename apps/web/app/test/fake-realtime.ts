import type { RealtimeEventName } from '@vitrine/contract/realtime.ts';
import { loadEventSchemas } from '~/lib/realtime/start-realtime';
import type {
  ConnectionState,
  PresenceMember,
  RealtimeConnection,
  RealtimeConnectionHandlers,
  RealtimeConnector,
} from '~/lib/realtime/realtime-types';

/** One fake socket: what it was asked to do, and buttons for what the server would do. */
export interface FakeConnection extends RealtimeConnection {
  /** Channels joined, in order (a repeated join of the same channel is listed again). */
  readonly joins: string[];
  readonly joined: ReadonlySet<string>;
  readonly signIns: number;
  readonly disconnected: boolean;
  /** The server publishes `event` on `channel` (delivered only when the channel is joined). */
  emit(channel: string, event: RealtimeEventName, payload: unknown): void;
  setState(state: ConnectionState): void;
  /** The server confirms `channel`'s subscription (pusher-js's `subscription_succeeded`). */
  confirm(channel: string): void;
  /** The server refuses `channel` (pusher-js's `subscription_error`); it is no longer joined. */
  refuse(channel: string, status: number): void;
  /** The channel is lost without the socket noticing (the case the 500 ms check is for). */
  drop(channel: string): void;
  /** The presence channel `channel` now lists `members` (delivered only when it is joined). */
  setPresence(channel: string, members: PresenceMember[]): void;
}

/**
 * The realtime server for tests, as a connector: every connection the app opens is recorded, and
 * nothing opens a socket. Pass it as `realtime` to `renderApp`, or as `connect` to the provider.
 */
export function createFakeRealtime() {
  const connections: FakeConnection[] = [];
  const waiting: ((connection: FakeConnection) => void)[] = [];

  const connect: RealtimeConnector = (handlers: RealtimeConnectionHandlers) => {
    const joins: string[] = [];
    const joined = new Set<string>();
    let signIns = 0;
    let disconnected = false;
    const connection: FakeConnection = {
      joins,
      joined,
      get signIns() {
        return signIns;
      },
      get disconnected() {
        return disconnected;
      },
      join(channel) {
        joins.push(channel);
        joined.add(channel);
      },
      isJoined: (channel) => joined.has(channel),
      signIn() {
        signIns += 1;
      },
      disconnect() {
        disconnected = true;
        joined.clear();
      },
      emit(channel, event, payload) {
        if (!disconnected && joined.has(channel)) handlers.onEvent(channel, event, payload);
      },
      setState: (state) => handlers.onStateChange(state),
      confirm(channel) {
        if (!disconnected && joined.has(channel)) handlers.onSubscribed?.(channel);
      },
      refuse(channel, status) {
        joined.delete(channel);
        handlers.onSubscriptionError(channel, status);
      },
      drop(channel) {
        joined.delete(channel);
      },
      setPresence(channel, members) {
        if (!disconnected && joined.has(channel)) handlers.onPresence?.(channel, members);
      },
    };
    connections.push(connection);
    for (const resolve of waiting.splice(0)) resolve(connection);
    return connection;
  };

  return {
    connect,
    connections,
    /** The connection opened last. */
    get current(): FakeConnection | undefined {
      return connections.at(-1);
    },
    /**
     * Resolves with the next connection the app opens (or the current one, when there is one), once
     * the events' schemas are built too — as they are after the page's first event — so that what
     * a test emits next is delivered at once.
     */
    async connected(): Promise<FakeConnection> {
      const current = connections.at(-1);
      const connection =
        current && !current.disconnected
          ? current
          : await new Promise<FakeConnection>((resolve) => waiting.push(resolve));
      await loadEventSchemas();
      return connection;
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
