import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { intlLocale, type Locale, localizePath } from '~/core/i18n/config';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { useSessionActions } from '~/core/session/session-context';
import { useTenant } from '~/core/tenant/tenant-context';
import { PauseSection } from './blocks/pause-section';
import { SelfExclusionSection } from './blocks/self-exclusion-section';
import { CentralExclusionLink } from './help/central-exclusion-link';
import { HelpSection } from './help/help-section';
import { HistorySection } from './history/history-section';
import { LimitsSection } from './limits/limits-section';
import { ReminderSetting } from './reminder/reminder-setting';

/** §2 `/responsible-gambling` ('Jogo Responsável'): every tool of issue 35 on one page. */
export function ResponsibleGamingPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('responsible-gaming');
  const { theme } = useTenant();
  const { ready } = usePlayerSession();
  const user = useCurrentUser();
  const { forgetStoredSession, forgetSession } = useSessionActions();
  const navigate = useNavigate();
  const intl = intlLocale(locale);
  const settings = theme.responsible_gaming;

  const onExcluded = () => {
    // The platform revoked every token: drop the stored one so the home page loads as a guest,
    // leave this signed-in page, then forget the session. Forgetting it before the navigation
    // lands would let this page's sign-in guard send the player to the login, which they can no
    // longer use.
    forgetStoredSession();
    void Promise.resolve(navigate(localizePath('/', locale), { replace: true })).then(() => {
      forgetSession();
      toast.success(t('page.exclusion.done'));
    });
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <p className="text-fg-muted">{t('page.intro')}</p>
      <LimitsSection enabled={ready} intl={intl} />
      <ReminderSetting userId={user?.id ?? null} />
      <PauseSection enabled={ready} intl={intl} />
      <SelfExclusionSection onExcluded={onExcluded} />
      <CentralExclusionLink href={settings.central_self_exclusion_url} />
      <HistorySection enabled={ready} intl={intl} />
      <HelpSection organisations={settings.support_organisations} />
    </>
  );
}
