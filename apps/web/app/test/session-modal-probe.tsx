import { useEffect } from 'react';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { DEPOSIT_OVERLAY } from '~/core/session/hooks/use-deposit-request';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionStoreApi } from '~/core/session/session-context';
import { tokenOf } from './fake-platform/handlers/session';
import { testUser } from './fixtures';

/**
 * Which of the session's modals a page asked for (the layout renders them, not the page), as text:
 * `auth login`, `no auth deposit`… With `player`, signs the test user in as the layout's start-up
 * check does for a player whose cookie named them.
 */
export function SessionModalProbe({ player = false }: { player?: boolean }) {
  const store = useSessionStoreApi();
  useEffect(() => {
    if (player) store.getState().signedIn(tokenOf(testUser()));
  }, [player, store]);
  const authModal = useAuthModal();
  const depositOpen = useOpenedOverlay(DEPOSIT_OVERLAY).isOpen;
  return (
    <p>
      {authModal.open ? `auth ${authModal.mode}` : 'no auth'}{' '}
      {depositOpen ? 'deposit' : 'no deposit'}
    </p>
  );
}
