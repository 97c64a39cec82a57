import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '~/components/ui/dialog';

/**
 * §1 minimum age 18: the visitor confirms before using the site; the answer is remembered.
 *
 * The first overlay of the stack: it cannot be dismissed (Escape, a tap outside), and every other
 * overlay — a dialog the URL asked for, the registration prompt — waits until it is answered.
 * Its host asks the stack for the turn before this code loads (`turnHeldByHost`).
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

  if (!ready) return null;
  return (
    <Dialog
      open
      onOpenChange={() => {}}
      dismissible={false}
      priority="gate"
      turnHeldByHost
      layout="alert"
      overlayClassName="bg-black/80"
      initialFocus={(content) => content.querySelector<HTMLElement>('button')}
      className="p-6 text-center"
    >
      <p
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full border-2 border-accent text-2xl font-black"
      >
        18+
      </p>
      <DialogTitle className="mt-4 text-xl font-bold">{t('age.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-fg-muted">{t('age.body')}</DialogDescription>
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
    </Dialog>
  );
}
