import {
  type ReactNode,
  type Ref,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * A popover of the chat composer (the emoji grid, the attachment field): its toggle button and its
 * open state. On opening, `focusInside` moves focus into it; Escape closes only the popover, before
 * the chat dialog's own Escape, and returns focus to the toggle.
 */
export function useComposerPopover(focusInside: () => void) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const focusOnOpen = useEffectEvent(focusInside);

  useEffect(() => {
    if (!open) return;
    focusOnOpen();
    // Before the dialog's own Escape (a capture listener on the document): only the popover closes.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);

  return {
    open,
    id,
    toggleRef: toggle,
    flip: () => setOpen((current) => !current),
    close: () => setOpen(false),
  };
}

/** The toggle of a composer popover: an icon button of the composer's row. */
export function ComposerPopoverToggle({
  ref,
  open,
  controls,
  onFlip,
  label,
  disabled,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  /** The popover's id. */
  controls: string;
  onFlip: () => void;
  label: string;
  disabled: boolean;
  /** The icon. */
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      disabled={disabled}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onFlip}
      className="grid size-11 place-items-center rounded-lg hover:bg-surface-overlay disabled:opacity-60"
    >
      {children}
    </button>
  );
}
