import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * §1 minimum age 18: the visitor confirms before using the site; the answer is remembered.
 *
 * A native modal `<dialog>`: the browser makes the page behind it inert, moves focus into it and
 * shows the backdrop, with no focus-trap or scroll-lock script. That matters because this gate
 * opens during every first visit's load, where those scripts measured ~110 ms of a cheap phone's
 * main thread (forced style and layout reads). It cannot be dismissed: Escape is refused, and if
 * the browser closes it anyway (a repeated Escape is allowed to), it opens again.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, [ready]);

  if (!ready) return null;
  return (
    <dialog
      ref={dialogRef}
      data-age-gate=""
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (event.currentTarget.isConnected) event.currentTarget.showModal();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-surface-raised p-6 text-center text-fg backdrop:bg-black/80"
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
    </dialog>
  );
}
