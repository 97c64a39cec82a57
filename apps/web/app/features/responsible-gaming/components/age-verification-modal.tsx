import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** §1 minimum age 18: the visitor confirms before using the site; the answer is remembered. */
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
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/80" />
        <Dialog.Content
          // The question must be answered: Escape and clicks outside do not dismiss it.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-center"
        >
          <p
            aria-hidden="true"
            className="mx-auto grid size-16 place-items-center rounded-full border-2 border-accent text-2xl font-black"
          >
            18+
          </p>
          <Dialog.Title className="mt-4 text-xl font-bold">{t('age.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-fg-muted">{t('age.body')}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
