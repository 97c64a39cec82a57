import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useOverlayStackApi, useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { registerSessionConfirmer } from '~/lib/http/session-confirmation';

// Its code loads the first time a call needs it, never with the page.
const PasswordConfirmationDialog = lazy(() => import('./password-confirmation-dialog'));

interface Asking {
  resolve: (confirmed: boolean) => void;
  /** A dialog held the turn when the call was refused: the password is asked on top of it. */
  onTop: boolean;
}

/**
 * Answers the HTTP client's `session.idle` with the password dialog (docs/design/responsible-
 * gaming.md "The web"). Asked from inside a dialog the player opened (the deposit), it opens on
 * top of it, as that dialog's own confirmation, so the dialog beneath keeps what was typed;
 * otherwise it takes an `asked` turn of the overlay stack.
 */
export function PasswordConfirmationHost() {
  const stack = useOverlayStackApi();
  const [asking, setAsking] = useState<Asking | null>(null);
  useSessionConfirmerRegistration(
    useCallback(
      () =>
        new Promise<boolean>((resolve) => {
          setAsking({ resolve, onTop: (stack?.getState().active ?? null) !== null });
        }),
      [stack],
    ),
  );
  const turn = useOverlayTurn('password-confirmation', 'asked', asking !== null && !asking.onTop);
  const onDone = useCallback(
    (confirmed: boolean) => {
      asking?.resolve(confirmed);
      setAsking(null);
    },
    [asking],
  );
  if (!asking || !(asking.onTop || turn)) return null;
  return (
    <Suspense fallback={null}>
      <PasswordConfirmationDialog onDone={onDone} />
    </Suspense>
  );
}

/** Registers the dialog with the HTTP client while the host is mounted. */
function useSessionConfirmerRegistration(ask: () => Promise<boolean>) {
  useEffect(() => registerSessionConfirmer(ask), [ask]);
}
