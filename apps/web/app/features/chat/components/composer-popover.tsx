import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';

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

/**
 * A composer popover as the composer's row shows it: its toggle, an icon button, and below it,
 * while open, the popover itself (`children`, given `popover.id`).
 */
export function ComposerPopover({
  popover: { open, id, toggleRef, flip },
  label,
  disabled,
  icon,
  children,
}: {
  popover: ReturnType<typeof useComposerPopover>;
  /** The toggle's name. */
  label: string;
  disabled: boolean;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <button
        ref={toggleRef}
        type="button"
        disabled={disabled}
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={flip}
        className="grid size-11 place-items-center rounded-lg hover:bg-surface-overlay disabled:opacity-60"
      >
        {icon}
      </button>
      {open && children}
    </div>
  );
}
