import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { intlLocale, localeFromPath } from '~/core/i18n/config';
import { useSessionActions } from '~/core/session/session-context';
import { useApiClient } from '~/lib/api-client-context';
import { formatBRL } from '~/lib/money';
import { getSessionSummary } from '../../api/get-session-summary';
import { responsibleGamingKeys } from '../../api/responsible-gaming-keys';
import { formatMinutes } from '../../model/limit-display';

/** "Lembrete de sessão": the time in this session and its net result; "Continuar" or "Sair". */
export default function SessionReminderDialog({ onContinue }: { onContinue: () => void }) {
  const { t, ready } = useTranslation('responsible-gaming');
  const intl = intlLocale(localeFromPath(useLocation().pathname));
  const client = useApiClient();
  const { signOut } = useSessionActions();
  // Read when the reminder opens: the session as it is now, never a cached one.
  const summary = useQuery({
    queryKey: responsibleGamingKeys.session(),
    queryFn: ({ signal }) => getSessionSummary(client, signal),
    staleTime: 0,
    gcTime: 0,
  });

  // The namespace loads with the reminder on pages that do not have it yet.
  if (!ready) return null;
  return (
    <Dialog
      open
      role="alertdialog"
      layout="alert"
      priority="prompt"
      dismissible={false}
      onOpenChange={() => undefined}
      title={t('reminder.title')}
    >
      <div className="flex flex-col gap-4">
        {summary.data ? (
          <div className="flex flex-col gap-1">
            <p>{t('reminder.time', { time: formatMinutes(summary.data.minutes) })}</p>
            <p className="font-semibold">
              {t('reminder.result', { amount: formatBRL(summary.data.net_result, intl) })}
            </p>
          </div>
        ) : summary.isError ? (
          <p role="alert">{t('reminder.failed')}</p>
        ) : (
          <p role="status">{t('reminder.loading')}</p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void signOut()}>
            {t('reminder.signOut')}
          </Button>
          <Button onClick={onContinue}>{t('reminder.continue')}</Button>
        </div>
      </div>
    </Dialog>
  );
}
