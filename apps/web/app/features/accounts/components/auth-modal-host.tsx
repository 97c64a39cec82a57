import { lazy, Suspense } from 'react';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionState } from '~/core/session/session-context';
import type { AuthRequirements } from '../model/auth-requirements';

// The dialog and its forms load when it first opens, not with every page.
const AuthModal = lazy(() => import('./auth-modal'));
const SelfExclusionNotice = lazy(() => import('./self-exclusion-notice'));

/**
 * Mounts the login modal and the self-exclusion notice when the session asks for them and the
 * overlay stack gives them the turn: the login modal waits behind the 18+ question, and when the
 * registration prompt opened it, behind any dialog the player opened.
 */
export function AuthModalHost({
  requirements,
  onSignedIn,
}: {
  requirements: AuthRequirements;
  /** After a sign-in from the modal, with the route the guest had asked for, if any. */
  onSignedIn: (redirectTo: string | null) => void;
}) {
  const { open, source } = useAuthModal();
  const selfExclusion = useSessionState((state) => state.selfExclusion);
  const authTurn = useOverlayTurn('auth-modal', source, open);
  const noticeTurn = useOverlayTurn('self-exclusion-notice', 'asked', selfExclusion !== null);
  return (
    <Suspense fallback={null}>
      {authTurn && <AuthModal requirements={requirements} onSignedIn={onSignedIn} />}
      {noticeTurn && selfExclusion && <SelfExclusionNotice period={selfExclusion} />}
    </Suspense>
  );
}
