import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { DialogClose, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { intlLocale, localeFromPath } from '~/core/i18n/config';
import { useSessionState } from '~/core/session/session-context';
import type { SelfExclusionPeriod } from '~/core/session/stores/session-store';
import { SessionDialog } from './session-dialog';

/** §4: a self-excluded player's login is refused; this says until when. */
export default function SelfExclusionNotice({ period }: { period: SelfExclusionPeriod }) {
  const { t, ready } = useTranslation('session');
  const dismiss = useSessionState((state) => state.dismissSelfExclusion);
  const locale = localeFromPath(useLocation().pathname);
  const format = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(iso));
  if (!ready) return null;
  return (
    <SessionDialog onClose={dismiss} layout="alert" className="p-6">
      <DialogTitle className="text-xl font-bold">{t('selfExcluded.title')}</DialogTitle>
      <DialogDescription className="mt-3">
        {period.end_at
          ? t('selfExcluded.body', { start: format(period.start_at), end: format(period.end_at) })
          : t('selfExcluded.indefinite', { start: format(period.start_at) })}
      </DialogDescription>
      <p className="mt-2 text-sm text-fg-muted">{t('selfExcluded.help')}</p>
      <DialogClose asChild>
        <Button className="mt-6 w-full">{t('selfExcluded.ok')}</Button>
      </DialogClose>
    </SessionDialog>
  );
}
