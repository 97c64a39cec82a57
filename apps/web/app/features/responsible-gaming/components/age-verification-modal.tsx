import { hideOthers } from 'aria-hidden';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { afterFirstPaint } from '~/lib/after-first-paint';

/**
 * §1 minimum age 18: the visitor confirms before using the site; the answer is remembered.
 *
 * The first overlay of the stack: it cannot be dismissed (Escape, a tap outside), and every other
 * overlay — a dialog the URL asked for, the registration prompt — waits until it is answered.
 * Its host asks the stack for the turn before this code loads, and unmounts it once answered.
 *
 * Not the app's Radix `Dialog`, though it is modal in the same ways (`isolate`): it opens on
 * every first visit, where opening a Radix dialog was the visit's longest task
 * (docs/performance.md "Dialogs that open without restyling the page").
 */
export default function AgeVerificationModal({
  onConfirm,
  responsibleGamingHref,
}: {
  onConfirm: () => void;
  responsibleGamingHref: string;
}) {
  const { t, ready } = useTranslation('responsible-gaming');
  const [denied, setDenied] = useState(false);
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!layer.current || !dialog.current) return;
    return isolate(layer.current, dialog.current);
  }, [ready]);

  useEffect(() => {
    // The answer's buttons are gone: focus follows to the way out, not to the page behind.
    if (denied) dialog.current?.querySelector<HTMLElement>('[role="alert"] a')?.focus();
  }, [denied]);

  if (!ready) return null;
  return createPortal(
    <div ref={layer}>
      <div className="fixed inset-0 z-40 touch-none bg-black/80" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface-raised p-6 text-center text-fg shadow-2xl outline-none"
      >
        <p
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full border-2 border-accent text-2xl font-black"
        >
          18+
        </p>
        <h2 id={titleId} className="mt-4 text-xl font-bold">
          {t('age.title')}
        </h2>
        <p id={bodyId} className="mt-2 text-fg-muted">
          {t('age.body')}
        </p>
        {denied ? (
          <div role="alert" className="mt-6">
            <p className="font-semibold">{t('age.denied')}</p>
            <Link
              to={responsibleGamingHref}
              className="mt-3 inline-block underline underline-offset-2"
            >
              {t('age.responsible')}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-3">
            <Button onClick={onConfirm}>{t('age.confirm')}</Button>
            <Button variant="secondary" onClick={() => setDenied(true)}>
              {t('age.deny')}
            </Button>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Makes `dialog` (inside `layer`, a child of the body) modal, as Radix's dialog does, without
 * restyling the page: the rest of the page is hidden from screen readers by `aria-hidden`'s
 * `hideOthers`, as Radix hides it (live regions stay heard; no style rule reads the attribute,
 * while `inert` would restyle every element), Tab and focus stay inside, the overlay takes the
 * taps (`touch-none`) and the wheel without scrolling the page, and focus moves in after the
 * frame that shows it (focusing earlier would compute the page's style inside this task).
 * Returns the undo.
 */
function isolate(layer: HTMLElement, dialog: HTMLElement): () => void {
  const showOthers = hideOthers(layer);
  const controls = () =>
    [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (control) => control.tabIndex >= 0,
    );
  const focusIn = () => (controls()[0] ?? dialog).focus({ preventScroll: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const list = controls();
    const active = document.activeElement;
    const edge = event.shiftKey ? list[0] : list.at(-1);
    if (list.length === 0 || !dialog.contains(active) || active === edge || active === dialog) {
      event.preventDefault();
      (event.shiftKey ? list.at(-1) : list[0])?.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !layer.contains(event.target)) focusIn();
  };
  const onWheel = (event: Event) => {
    if (!(event.target instanceof Node && dialog.contains(event.target))) event.preventDefault();
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  layer.addEventListener('wheel', onWheel, { passive: false });
  afterFirstPaint(() => {
    if (layer.isConnected && !dialog.contains(document.activeElement)) focusIn();
  });
  return () => {
    showOthers();
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
    layer.removeEventListener('wheel', onWheel);
  };
}
