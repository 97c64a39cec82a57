import type { RealtimeEventName, RealtimeSettings } from '@vitrine/contract/realtime.ts';
import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterFirstPaint } from '../after-first-paint';
import type { HttpClient } from '../http/http-client';
import { IDLE_FALLBACK_MS } from '../idle';
import { RealtimeHub, type RealtimeListener } from './realtime-hub';
import type { RealtimeSession } from './realtime-session';
import type {
  ChannelRole,
  RealtimeConnector,
  RealtimeError,
  RealtimeViewer,
} from './realtime-types';
import { reportRealtimeError } from './report-realtime-error';

// The live features' provider (docs/design/realtime.md). What it renders never changes: the
// connection, its schemas and its libraries load after the first paint, in the browser only, and
// events reach the components that listen without re-rendering anything else.

interface RealtimeContextValue {
  hub: RealtimeHub;
  /** The tenant has a realtime server: live features render. */
  live: boolean;
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

function sameSettings(a: RealtimeSettings | null, b: RealtimeSettings | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.key === b.key &&
    a.cluster === b.cluster &&
    a.wsHost === b.wsHost &&
    a.wsPort === b.wsPort &&
    a.wssPort === b.wssPort &&
    a.forceTLS === b.forceTLS
  );
}

/** The same settings object while its values stay the same (a new theme object after a refetch). */
function useStableSettings(settings: RealtimeSettings | null): RealtimeSettings | null {
  const [stable, setStable] = useState(settings);
  if (!sameSettings(stable, settings)) {
    setStable(settings);
    return settings;
  }
  return stable;
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
    const handle = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    cancelIdle = () => window.cancelIdleCallback(handle);
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** Starts the session after the first paint and keeps it told who is looking. */
function useSyncRealtimeConnection(hub: RealtimeHub, props: RealtimeProviderProps): void {
  const { casinoId, userId, token, guestId, apiClient, connect } = props;
  const settings = useStableSettings(props.settings);
  const session = useRef<RealtimeSession | null>(null);
  const viewer = useRef<RealtimeViewer>({ userId, token, guestId });
  const report = useEffectEvent((error: RealtimeError) =>
    reportRealtimeError(error, props.onError),
  );

  useEffect(() => {
    viewer.current = { userId, token, guestId };
    session.current?.update(viewer.current);
  }, [userId, token, guestId]);

  useEffect(() => {
    if (!settings) return;
    let stopped = false;
    let started: RealtimeSession | null = null;
    const cancelStart = afterFirstPaintWhenIdle(() => {
      import('./start-realtime')
        .then(({ startRealtime }) =>
          startRealtime({ settings, casinoId, client: apiClient, hub, connect, onError: report }),
        )
        .then(
          (created) => {
            if (stopped) {
              created.stop();
              return;
            }
            started = created;
            session.current = created;
            created.update(viewer.current);
          },
          // §8: a client library that cannot load is reported, and the page goes on without it.
          (cause: unknown) => report({ kind: 'unavailable', cause }),
        );
    });
    return () => {
      stopped = true;
      cancelStart();
      started?.stop();
      if (session.current === started) session.current = null;
    };
  }, [settings, casinoId, apiClient, connect, hub]);
}

export function RealtimeProvider(props: RealtimeProviderProps) {
  const [hub] = useState(() => new RealtimeHub());
  const live = props.settings !== null;
  const value = useMemo(() => ({ hub, live }), [hub, live]);
  useSyncRealtimeConnection(hub, props);
  return <RealtimeContext value={value}>{props.children}</RealtimeContext>;
}

/** Whether live features render: a realtime server is configured (false without a provider). */
export function useRealtimeLive(): boolean {
  return use(RealtimeContext)?.live ?? false;
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

/** Calls `callback` when the socket comes back after a drop: fetch again what may have been missed. */
export function useRealtimeReconnected(callback: () => void): void {
  const hub = use(RealtimeContext)?.hub;
  const onReconnected = useEffectEvent(callback);
  useEffect(() => hub?.onReconnected(() => onReconnected()), [hub]);
}
