import * as RadixDialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useContext, useId, useRef } from 'react';
import { useOverlayTurn } from '../overlays/overlay-stack-context';
import type { OverlayPriority } from '../overlays/overlay-stack';
import { afterFirstPaint } from '~/lib/after-first-paint';
import { DialogCloseButton } from './dialog-close-button';

/**
 * The one dialog of the app (Radix Dialog): every modal, confirmation and side panel is one of
 * these. Radix traps focus, makes the page behind inert for pointer and screen readers, locks the
 * scroll and closes on Escape; this adds the overlay stack (one modal at a time, in priority order),
 * focus returned to whatever opened the dialog, and the few layouts the product uses.
 *
 * A dialog opened from inside another (a confirmation: 'Tem certeza…') is nested: it skips the
 * stack, which already gave its parent the turn, and Radix layers it above the parent for
 * pointer, keyboard (Escape closes only the top one) and screen readers.
 */

export type DialogLayout =
  /** A centred card; a sheet from the bottom on small screens. */
  | 'card'
  /** A centred card on every screen (short questions). */
  | 'alert'
  /** Full screen on small screens, a centred card from `sm` (long forms). */
  | 'screen'
  /** A side panel from the right, full width on small screens (§2 "Side panels"). */
  | 'panel';

const LAYOUTS: Record<DialogLayout, string> = {
  card: 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl border border-line pb-[env(safe-area-inset-bottom)] sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
  alert:
    'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line',
  screen:
    'inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-line',
  panel: 'inset-y-0 right-0 w-full border-l border-line sm:w-96',
};

const InsideDialog = createContext(false);

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The dialog's name, shown in a header bar with the description and the close button. Without
   * it the caller lays out `DialogTitle` (required) and `DialogDescription` itself.
   */
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a close button named so in the header bar (when the dialog can be dismissed). */
  closeLabel?: string;
  layout?: DialogLayout;
  /** `alertdialog` for a question that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** False: Escape, a tap outside and the close button do nothing (the 18+ question). */
  dismissible?: boolean;
  /** Its place in the overlay stack; a nested dialog has none. */
  priority?: OverlayPriority;
  /** The host that renders this dialog already holds its turn (asked before the code loaded). */
  turnHeldByHost?: boolean;
  /** Where focus goes on opening (default: the first focusable element). */
  initialFocus?: (content: HTMLElement) => HTMLElement | null;
  /** Where focus goes on closing when the opener is gone; call `preventDefault()` to take over. */
  onCloseAutoFocus?: (event: Event) => void;
  overlayClassName?: string;
  className?: string;
  children: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  layout = 'card',
  role = 'dialog',
  dismissible = true,
  priority = 'asked',
  turnHeldByHost = false,
  initialFocus,
  onCloseAutoFocus,
  overlayClassName = 'bg-black/60',
  className = '',
  children,
}: DialogProps) {
  const nested = useContext(InsideDialog);
  const turnId = useId();
  const bypassStack = nested || turnHeldByHost;
  const myTurn = useOverlayTurn(turnId, priority, open && !bypassStack);
  const shown = open && (bypassStack || myTurn);
  const opener = useRef<HTMLElement | null>(null);
  const header = title !== undefined;

  const refuse = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={shown} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`fixed inset-0 z-40 ${overlayClassName}`} />
        <RadixDialog.Content
          role={role}
          {...(description === undefined && header ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={refuse}
          onPointerDownOutside={refuse}
          onInteractOutside={refuse}
          onOpenAutoFocus={(event) => {
            // Focus has not moved into the dialog yet: this is the element that opened it.
            opener.current =
              document.activeElement instanceof HTMLElement &&
              document.activeElement !== document.body
                ? document.activeElement
                : null;
            const content = event.currentTarget;
            if (!(content instanceof HTMLElement)) return;
            // Focusing now would force the whole page's style and layout into this task; after
            // the frame that shows the dialog it costs nothing (docs/performance.md "Dialogs that
            // open without restyling the page").
            event.preventDefault();
            afterFirstPaint(() => {
              if (!content.isConnected || content.contains(document.activeElement)) return;
              focusFirst([initialFocus?.(content), ...tabbables(content), content]);
            });
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Radix only returns focus to its own Trigger: back to the opener if it is still there.
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className={`fixed z-50 flex flex-col overflow-hidden bg-surface-raised text-fg shadow-2xl outline-none ${LAYOUTS[layout]} ${className}`}
        >
          <InsideDialog.Provider value={true}>
            {header ? (
              <>
                <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-3">
                  <div className="flex min-w-0 flex-col gap-1 py-2">
                    <RadixDialog.Title className="text-lg leading-tight font-bold">
                      {title}
                    </RadixDialog.Title>
                    {description !== undefined && (
                      <RadixDialog.Description className="text-sm text-fg-muted">
                        {description}
                      </RadixDialog.Description>
                    )}
                  </div>
                  {closeLabel && dismissible && (
                    <DialogCloseButton data-close-button="" label={closeLabel} />
                  )}
                </div>
                <div className="flex-1 overflow-y-auto p-5">{children}</div>
              </>
            ) : (
              <div className="flex-1 overflow-y-auto">{children}</div>
            )}
          </InsideDialog.Provider>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The elements Tab reaches inside `root`, in order, but links (Radix's choice on opening). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.tagName !== 'A' &&
      !(element as HTMLButtonElement).disabled &&
      !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
}

/** Focuses the first of `candidates` that takes focus (a hidden one does not), as Radix does. */
function focusFirst(candidates: readonly (HTMLElement | null | undefined)[]) {
  for (const candidate of candidates) {
    if (!candidate) continue;
    candidate.focus({ preventScroll: true });
    if (document.activeElement === candidate) {
      if (candidate instanceof HTMLInputElement) candidate.select();
      return;
    }
  }
}

/** For dialogs without a `title` prop: their name, description and close control. */
export const DialogTitle = RadixDialog.Title;
export const DialogDescription = RadixDialog.Description;
export const DialogClose = RadixDialog.Close;
