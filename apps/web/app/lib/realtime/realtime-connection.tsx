import type { RealtimeSettings } from '@vitrine/contract/realtime.ts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { RealtimeHub } from './realtime-hub';
import type { RealtimeProviderProps } from './realtime-provider';
import type { RealtimeSession } from './realtime-session';
import type { RealtimeError, RealtimeViewer } from './realtime-types';
import { reportRealtimeError } from './report-realtime-error';

// The connection's side of the provider, loaded once the page is idle after the first paint
// (realtime-provider.tsx): it starts the session with the tenant's settings and keeps it told who
// is looking. It renders nothing.

type ConnectionProps = Omit<RealtimeProviderProps, 'children'>;

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

/** Starts the session and keeps it told who is looking. */
function useSyncRealtimeConnection(hub: RealtimeHub, props: ConnectionProps): void {
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
    let stopWatchingChat = () => {};
    // The session's code; the broadcasting auth's answers are read without zod (decision 023), and
    // the events' schemas are built when the first event arrives (start-realtime.ts), one module a
    // task, so a page that gets no event never starts zod.
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
          created.wantChat(hub.chatIsWanted());
          stopWatchingChat = hub.onChatWantChange(() => created.wantChat(hub.chatIsWanted()));
        },
        // §8: a client library that cannot load is reported, and the page goes on without it.
        (cause: unknown) => report({ kind: 'unavailable', cause }),
      );
    return () => {
      stopped = true;
      stopWatchingChat();
      started?.stop();
      if (session.current === started) session.current = null;
    };
  }, [settings, casinoId, apiClient, connect, hub]);
}

export default function RealtimeConnection({
  hub,
  ...props
}: ConnectionProps & { hub: RealtimeHub }) {
  useSyncRealtimeConnection(hub, props);
  return null;
}
