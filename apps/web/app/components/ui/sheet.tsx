import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/**
 * A side panel (§2 "Side panels"): Radix Dialog traps focus, closes on Escape and returns focus
 * to the trigger. Full width on small screens.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-line bg-surface-raised shadow-2xl sm:w-96">
          <div className="flex items-center justify-between border-b border-line p-4">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="grid size-11 place-items-center rounded-lg hover:bg-surface-overlay"
              aria-label={closeLabel}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-4 pt-3 text-sm text-fg-muted">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
