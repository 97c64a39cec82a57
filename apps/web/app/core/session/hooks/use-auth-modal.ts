import { useCallback } from 'react';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import {
  AUTH_OVERLAY,
  type AuthModalMode,
  type AuthModalSource,
  type AuthModalState,
  authModalState,
} from '../model/auth-modal';
import { useSessionStoreApi } from '../session-context';

/**
 * The login modal (docs/decisions/009: the overlay stack owns every dialog's opening): its state,
 * and its open, mode switch and close. §4: it opens only when nobody is signed in and it is not
 * already open; `open` returns whether it did.
 */
export function useAuthModal(): AuthModalState & {
  openModal(mode: AuthModalMode, redirectTo?: string | null, source?: AuthModalSource): boolean;
  switchMode(mode: AuthModalMode): void;
  closeModal(): void;
} {
  const session = useSessionStoreApi();
  const overlay = useOpenedOverlay(AUTH_OVERLAY);
  const { open: openOverlay, update, close } = overlay;
  const openModal = useCallback(
    (mode: AuthModalMode, redirectTo: string | null = null, source: AuthModalSource = 'asked') => {
      if (session.getState().status === 'signed-in') return false;
      return openOverlay({ mode, source, ...(redirectTo === null ? {} : { redirectTo }) });
    },
    [session, openOverlay],
  );
  const switchMode = useCallback((mode: AuthModalMode) => update({ mode }), [update]);
  return { ...authModalState(overlay.options), openModal, switchMode, closeModal: close };
}
