import { useCallback } from 'react';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { useSessionState } from '../session-context';

/** The deposit dialog's id in the overlay stack: one layer of the layout renders it. */
export const DEPOSIT_OVERLAY = 'deposit';

/**
 * §4 "Deposit modal" / §6: what every "Depositar" does (header, home, wallet, sportsbook). A
 * signed-in player opens the deposit dialog through the overlay stack; a guest is sent to register.
 * Returns whether the dialog opened.
 */
export function useDepositRequest(): () => boolean {
  const requestDeposit = useSessionState((state) => state.requestDeposit);
  const { open } = useOpenedOverlay(DEPOSIT_OVERLAY);
  return useCallback(() => {
    if (!requestDeposit()) return false;
    open();
    return true;
  }, [requestDeposit, open]);
}
