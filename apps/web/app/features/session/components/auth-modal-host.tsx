import { lazy, Suspense } from 'react';
import { useSessionState } from '../session-context';
import type { AuthRequirements } from './auth-requirements';

// The dialog and its forms load when it first opens, not with every page.
const AuthModal = lazy(() => import('./auth-modal'));
const SelfExclusionNotice = lazy(() => import('./self-exclusion-notice'));

/** Mounts the login modal and the self-exclusion notice when the session asks for them. */
export function AuthModalHost({
  requirements,
  onSignedIn,
}: {
  requirements: AuthRequirements;
  /** After a sign-in from the modal, with the route the guest had asked for, if any. */
  onSignedIn: (redirectTo: string | null) => void;
}) {
  const open = useSessionState((state) => state.authModal.open);
  const selfExclusion = useSessionState((state) => state.selfExclusion);
  return (
    <Suspense fallback={null}>
      {open && <AuthModal requirements={requirements} onSignedIn={onSignedIn} />}
      {selfExclusion && <SelfExclusionNotice period={selfExclusion} />}
    </Suspense>
  );
}
