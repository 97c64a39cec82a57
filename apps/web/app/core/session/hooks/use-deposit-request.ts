import { useCallback } from 'react';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { useSessionStoreApi } from '../session-context';
import { useAuthModal } from './use-auth-modal';

/** The deposit dialog's id in the overlay stack: one layer of the layout renders it. */
export const DEPOSIT_OVERLAY = 'deposit';

/**
 * §4 "Deposit modal" / §6: what every "Depositar" does (header, home, wallet, sportsbook). A
 * signed-in player opens the deposit dialog through the overlay stack; a guest is sent to register.
 * Returns whether the dialog opened.
 */
export function useDepositRequest(): () => boolean {
  const session = useSessionStoreApi();
  const { openModal: openAuthModal } = useAuthModal();
  const { open } = useOpenedOverlay(DEPOSIT_OVERLAY);
  return useCallback(() => {
    // A player whose session is still being restored is a player: the cookie named them.
    if (session.getState().status === 'guest') {
      openAuthModal('register');
      return false;
    }
    open();
    return true;
  }, [session, openAuthModal, open]);
}
