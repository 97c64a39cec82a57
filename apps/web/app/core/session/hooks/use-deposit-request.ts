import { useCallback } from 'react';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { useSessionStoreApi } from '../session-context';
import { useAuthModal } from './use-auth-modal';

/** The deposit dialog's id in the overlay stack: one layer of the layout renders it. */
export const DEPOSIT_OVERLAY = 'deposit';

/** What a deposit may be opened with (the overlay's options carry it to the dialog). */
export interface DepositRequest {
  coupon?: string;
}

/**
 * §4 "Deposit modal" / §6: what every "Depositar" does (header, home, wallet, sportsbook). A
 * signed-in player opens the deposit dialog through the overlay stack; a guest is sent to register.
 * A `coupon` (issue 37: from /promo-codes or a promotion) opens it with that code typed. Returns
 * whether the dialog opened.
 */
export function useDepositRequest(): (request?: DepositRequest) => boolean {
  const session = useSessionStoreApi();
  const { openModal: openAuthModal } = useAuthModal();
  const { open } = useOpenedOverlay(DEPOSIT_OVERLAY);
  return useCallback(
    (request?: DepositRequest) => {
      // A player whose session is still being restored is a player: the cookie named them.
      if (session.getState().status === 'guest') {
        openAuthModal('register');
        return false;
      }
      open(request?.coupon ? { coupon: request.coupon } : undefined);
      return true;
    },
    [session, openAuthModal, open],
  );
}
