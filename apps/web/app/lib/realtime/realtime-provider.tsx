import type { RealtimeEventName, RealtimeSettings } from '@vitrine/contract/realtime.ts';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { afterFirstPaint } from '../after-first-paint';
import type { HttpClient } from '../http/http-client';
import { onIdle } from '../idle';
import { RealtimeHub, type RealtimeListener } from './realtime-hub';
import type {
  ChannelRole,
  ConnectionState,
  OnlinePlayer,
  RealtimeConnector,
  RealtimeError,
} from './realtime-types';
import { reportRealtimeError } from './report-realtime-error';

// The live features' provider (docs/design/realtime.md). What it renders never changes: the
// connection, its schemas and its libraries load after the first paint, in the browser only, and
// events reach the components that listen without re-rendering anything else.

interface RealtimeContextValue {
  hub: RealtimeHub;
  /** The tenant has a realtime server: live features render. */
  live: boolean;
  /** The connection's code is on its way: the page is idle after its first paint. */
  started: boolean;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export interface RealtimeProviderProps {
  /** The theme's `realtime`; null turns the live features off (nothing renders, nothing connects). */
  settings: RealtimeSettings | null;
  casinoId: string;
  /** The signed-in player, once known. */
  userId: number | null;
  /** The player's token: the connection is rebuilt whenever it changes (§4). */
  token: string | null;
  /** A guest's id; null for a player and while the session is being restored. */
  guestId: string | null;
  /** The app's API client: it authorises private channels with the headers of every call. */
  apiClient: HttpClient;
  /** Told of every realtime error, after it is written to the console. */
  onError?: (error: RealtimeError) => void;
  /** Tests: a fake connection instead of Laravel Echo (`app/test/fake-realtime.ts`). */
  connect?: RealtimeConnector;
  children: ReactNode;
}

/** Stands in for a connection whose code could not load: the page goes on without live features. */
const NoConnection = () => null;

/**
 * The connection itself (its effect, the session and its libraries), loaded once the page is idle
 * after the first paint: nothing of it is in the first-load JavaScript. §8: code that cannot load
 * is reported, never thrown at the page.
 */
function lazyConnection(onError: RealtimeProviderProps['onError']) {
  return lazy(() =>
    import('./realtime-connection').catch((cause: unknown) => {
      reportRealtimeError({ kind: 'unavailable', cause }, onError);
      return { default: NoConnection };
    }),
  );
}

/**
 * Runs `task` after the first paint, and then once the browser is idle where it can say so (the
 * page hydrates first); where it cannot (Safari), right after the first paint.
 */
function afterFirstPaintWhenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  afterFirstPaint(() => {
    if (cancelled) return;
    if (!('requestIdleCallback' in window)) {
      task();
      return;
    }
    // onIdle: a page drawing its main content may hold this back (lib/idle.ts).
    cancelIdle = onIdle(task);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * False on the server and until the browser is idle after the first paint. Set in a transition: as
 * a context change it would hydrate the rest of the page in one task (docs/performance.md "No
 * urgent work over a hydrating page").
 */
function useIdleAfterFirstPaint(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return;
    return afterFirstPaintWhenIdle(() => startTransition(() => setIdle(true)));
  }, [wanted, idle]);
  return idle;
}

export function RealtimeProvider({ children, ...props }: RealtimeProviderProps) {
  const [hub] = useState(() => new RealtimeHub());
  const [RealtimeConnection] = useState(() => lazyConnection(props.onError));
  const live = props.settings !== null;
  const idle = useIdleAfterFirstPaint(live);
  const value = useMemo(() => ({ hub, live, started: idle }), [hub, live, idle]);
  return (
    <RealtimeContext value={value}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <RealtimeConnection {...props} hub={hub} />
        </Suspense>
      )}
    </RealtimeContext>
  );
}

/** Whether live features render: a realtime server is configured (false without a provider). */
export function useRealtimeLive(): boolean {
  return use(RealtimeContext)?.live ?? false;
}

/**
 * Whether live features may load their own code now: the connection is starting (the page is idle
 * after its first paint). False on the server and without a realtime server.
 */
export function useRealtimeStarted(): boolean {
  return use(RealtimeContext)?.started ?? false;
}

/**
 * Calls `handler` with each `event` on the visitor's `role` channel (`'public'`, `'player'`, …),
 * its payload parsed with the contract's schema; an event that does not parse never arrives.
 */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  role: ChannelRole,
  event: Name,
  handler: RealtimeListener<Name>,
): void {
  const hub = use(RealtimeContext)?.hub;
  const onEvent = useEffectEvent(handler);
  useEffect(() => hub?.listen(role, event, (payload) => onEvent(payload)), [hub, role, event]);
}

/**
 * Joins the chat channel while `wanted` (a chat panel is open), for a guest too: a player's session
 * joins it by itself a second after signing in (§6).
 */
export function useRealtimeChatChannel(wanted: boolean): void {
  const hub = use(RealtimeContext)?.hub;
  useEffect(() => (wanted ? hub?.wantChat() : undefined), [hub, wanted]);
}

/** Calls `callback` when the socket comes back after a drop: fetch again what may have been missed. */
export function useRealtimeReconnected(callback: () => void): void {
  const hub = use(RealtimeContext)?.hub;
  const onReconnected = useEffectEvent(callback);
  useEffect(() => hub?.onReconnected(() => onReconnected()), [hub]);
}

/**
 * Calls `callback` when the player's own channel is first joined on a socket: fetch again what was
 * sent to them before anyone listened.
 */
export function useRealtimePlayerJoined(callback: () => void): void {
  const hub = use(RealtimeContext)?.hub;
  const onPlayerJoined = useEffectEvent(callback);
  useEffect(() => hub?.onPlayerJoined(() => onPlayerJoined()), [hub]);
}

const noConnection = () => null;
const subscribeToNothing = () => () => {};

/**
 * The socket's state now (re-rendering when it moves): null on the server, before the connection
 * has started and without a realtime server.
 */
export function useRealtimeConnectionState(): ConnectionState | null {
  const hub = use(RealtimeContext)?.hub;
  const subscribe = useCallback(
    (listener: () => void) => (hub ? hub.onConnectionChange(listener) : subscribeToNothing()),
    [hub],
  );
  const snapshot = useCallback(() => hub?.connectionState() ?? null, [hub]);
  return useSyncExternalStore(subscribe, snapshot, noConnection);
}

const noPresence = () => null;

/**
 * Who is online now from the presence channel (re-rendering when it changes): null when it is not
 * known — on the server, before it was joined (a guest joins it with the chat), or offline.
 */
export function useRealtimeOnlinePlayers(): readonly OnlinePlayer[] | null {
  const hub = use(RealtimeContext)?.hub;
  const subscribe = useCallback(
    (listener: () => void) => (hub ? hub.onPresenceChange(listener) : subscribeToNothing()),
    [hub],
  );
  const snapshot = useCallback(() => hub?.onlinePlayers() ?? null, [hub]);
  return useSyncExternalStore(subscribe, snapshot, noPresence);
}

/** Whether the socket is connected now: events such as PaymentApproved can arrive. */
export function useRealtimeConnected(): boolean {
  return useRealtimeConnectionState() === 'connected';
}
