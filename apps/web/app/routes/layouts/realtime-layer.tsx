import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useSessionState } from '~/core/session/session-context';
import { useTenant } from '~/core/tenant/tenant-context';
import { useSyncWalletChannel } from '~/features/wallet/hooks/use-sync-wallet-channel';
import { useApiClient } from '~/lib/api-client-context';
import { getOrCreateGuestId } from '~/lib/guest-id';
import { RealtimeProvider } from '~/lib/realtime/realtime-provider';
import type { RealtimeConnector } from '~/lib/realtime/realtime-types';
import { browserStorage } from '~/lib/storage';

/**
 * A guest's id, read in the browser once the page has hydrated (the server has none to give). Set
 * as a transition: nothing on screen waits for it, and an urgent update just after hydration
 * re-renders in one task (decision 022). Dropped at once when the guest signs in.
 */
function useGuestId(isGuest: boolean): string | null {
  const [guestId, setGuestId] = useState<string | null>(null);
  useEffect(() => {
    if (isGuest) startTransition(() => setGuestId(getOrCreateGuestId(browserStorage())));
  }, [isGuest]);
  return isGuest ? guestId : null;
}

/** The features that follow the signed-in player's own channel. */
function PlayerChannelSync() {
  useSyncWalletChannel();
  return null;
}

/**
 * The live connection for whoever is looking (docs/design/realtime.md), composed from the session:
 * the player and their token, or a guest and their id. Its own component: when the session
 * changes, this re-renders and the page below it does not.
 */
export function RealtimeLayer({
  children,
  connect,
}: {
  children: ReactNode;
  /** Tests: a fake connection instead of Laravel Echo. */
  connect?: RealtimeConnector;
}) {
  const { theme } = useTenant();
  const apiClient = useApiClient();
  const user = useCurrentUser();
  const token = useSessionState((state) => state.token);
  const guestId = useGuestId(useSessionState((state) => state.status) === 'guest');
  return (
    <RealtimeProvider
      settings={theme.realtime}
      casinoId={theme.casino_id}
      userId={user?.id ?? null}
      token={token}
      guestId={guestId}
      apiClient={apiClient}
      connect={connect}
    >
      {children}
      {user && <PlayerChannelSync />}
    </RealtimeProvider>
  );
}
