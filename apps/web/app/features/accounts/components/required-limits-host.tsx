import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useOverlayStackApi, useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { registerLimitsRequiredPrompt } from '~/lib/http/limits-required';

// Its code loads the first time a player without limits is asked, never with the page.
const RequiredLimitsDialog = lazy(() => import('./required-limits-dialog'));

interface Refusal {
  /** A dialog held the turn when the call was refused: the limits are asked on top of it. */
  onTop: boolean;
}

/**
 * Portaria 2.579/2025: a player without a loss or a time limit is asked for both once a visit, as
 * a prompt after sign-in; dismissed, the dialog opens again at every bet or deposit the platform
 * refuses with `player.limits_required`. Refused from inside a dialog the player opened (the
 * deposit), it opens on top of it, so the dialog beneath keeps what was typed for the retry;
 * otherwise it takes an `asked` turn of the overlay stack.
 */
export function RequiredLimitsHost() {
  const stack = useOverlayStackApi();
  const limitsMissing = useCurrentUser()?.limits_required === true;
  const [dismissed, setDismissed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useLimitsRequiredRegistration(
    useCallback(() => {
      setRefusal({ onTop: (stack?.getState().active ?? null) !== null });
    }, [stack]),
  );
  const wanted = refusal ? !refusal.onTop : limitsMissing && !dismissed;
  const turn = useOverlayTurn('required-limits', refusal ? 'asked' : 'prompt', wanted);
  const onClose = useCallback(() => {
    setDismissed(true);
    setRefusal(null);
  }, []);
  if (!(refusal?.onTop === true || turn)) return null;
  return (
    <Suspense fallback={null}>
      <RequiredLimitsDialog onClose={onClose} />
    </Suspense>
  );
}

/** Registers the dialog with the HTTP client while the host is mounted. */
function useLimitsRequiredRegistration(prompt: () => void) {
  useEffect(() => registerLimitsRequiredPrompt(prompt), [prompt]);
}
