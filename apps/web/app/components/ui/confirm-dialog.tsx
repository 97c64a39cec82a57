import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { FormError } from './field';

/**
 * A question before an action that cannot be taken back ('Repensando Decisões', cancelling a
 * document): an alert dialog with "back" and "confirm". While the action runs nothing closes it;
 * once it is done the button that opened it may be gone, so focus goes where `onDone` says.
 */
export function ConfirmDialog({
  title,
  description,
  closeLabel,
  backLabel,
  confirmLabel,
  confirmingLabel,
  pending,
  failure,
  onConfirm,
  onClose,
  onDone,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Shows the header's close button as well. */
  closeLabel?: string;
  backLabel: ReactNode;
  confirmLabel: ReactNode;
  confirmingLabel: ReactNode;
  pending: boolean;
  failure: ReactNode;
  /** Runs the action; calls `done()` once it succeeded (the dialog then closes). */
  onConfirm: (done: () => void) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  // Read after the dialog has gone (Radix moves focus once it is unmounted).
  const confirmed = useRef(false);
  return (
    <Dialog
      open
      role="alertdialog"
      layout="alert"
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      onCloseAutoFocus={(event) => {
        if (!confirmed.current) return;
        event.preventDefault();
        onDone();
      }}
    >
      <div className="flex flex-col gap-3">
        <FormError>{failure}</FormError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {backLabel}
          </Button>
          <Button
            onClick={() =>
              onConfirm(() => {
                confirmed.current = true;
                onClose();
              })
            }
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? confirmingLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
