import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { intlLocale, localeFromPath } from '~/i18n/config';
import { useSessionState } from '../session-context';
import type { SelfExclusionPeriod } from '../stores/session-store';

/** §4: a self-excluded player's login is refused; this says until when. */
export default function SelfExclusionNotice({ period }: { period: SelfExclusionPeriod }) {
  const { t, ready } = useTranslation('session');
  const dismiss = useSessionState((state) => state.dismissSelfExclusion);
  const locale = localeFromPath(useLocation().pathname);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(iso));
  if (!ready) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6">
          <Dialog.Title className="text-xl font-bold">{t('selfExcluded.title')}</Dialog.Title>
          <Dialog.Description className="mt-3">
            {t('selfExcluded.body', { start: format(period.start_at), end: format(period.end_at) })}
          </Dialog.Description>
          <p className="mt-2 text-sm text-fg-muted">{t('selfExcluded.help')}</p>
          <Dialog.Close asChild>
            <Button className="mt-6 w-full">{t('selfExcluded.ok')}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
