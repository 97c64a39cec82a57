import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from '~/components/ui/icons';

/**
 * A centred dialog (a sheet from the bottom on small screens). Radix traps focus and closes on
 * Escape; focus goes back to what opened it (Radix only does that for its own Trigger).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  role,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  closeLabel: string;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on closing when the opener is gone; call `preventDefault()` to take over. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          role={role ?? 'dialog'}
          onOpenAutoFocus={() => {
            // Focus has not moved into the dialog yet: this is the element that opened it.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl border border-line bg-surface-raised shadow-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line p-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-fg-muted">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-overlay"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
