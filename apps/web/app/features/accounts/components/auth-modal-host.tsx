import { lazy, Suspense, useState } from 'react';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useSessionState } from '~/core/session/session-context';
import type { AuthRequirements } from '../model/auth-requirements';

// The dialog and its forms load when it first opens, not with every page.
const AuthModal = lazy(() => import('./auth-modal'));
const SelfExclusionNotice = lazy(() => import('./self-exclusion-notice'));
const RequiredLimitsDialog = lazy(() => import('./required-limits-dialog'));

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
  // Portaria 2.579/2025: a player without a loss or a time limit is asked for both, once a visit.
  const [limitsAsked, setLimitsAsked] = useState(false);
  const limitsRequired = useCurrentUser()?.limits_required === true && !limitsAsked;
  const limitsTurn = useOverlayTurn('required-limits', 'prompt', limitsRequired);
  return (
    <Suspense fallback={null}>
      {authTurn && <AuthModal requirements={requirements} onSignedIn={onSignedIn} />}
      {noticeTurn && selfExclusion && <SelfExclusionNotice period={selfExclusion} />}
      {limitsTurn && limitsRequired && (
        <RequiredLimitsDialog onClose={() => setLimitsAsked(true)} />
      )}
    </Suspense>
  );
}
