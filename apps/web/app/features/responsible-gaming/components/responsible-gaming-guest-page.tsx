import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { type Locale, localizePath } from '~/core/i18n/config';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useTenant } from '~/core/tenant/tenant-context';
import { CentralExclusionLink } from './help/central-exclusion-link';
import { HelpSection } from './help/help-section';

/**
 * `/responsible-gambling` for a visitor who is not signed in (issue 35): the tools belong to the
 * account, so the page offers the sign-in, which brings the player back here. The warning signs
 * (`#sinais`, linked from the risk warning of the sign-in and of the registration) and the
 * government's central self-exclusion stay open: a person who wants to stop may not remember
 * their password.
 */
export function ResponsibleGamingGuestPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('responsible-gaming');
  const { theme } = useTenant();
  const { openModal } = useAuthModal();
  const settings = theme.responsible_gaming;
  return (
    <>
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <Card title={t('page.guest.heading')} id="entrar">
        <p className="mb-3">{t('page.guest.text')}</p>
        <Button onClick={() => openModal('login', localizePath('/responsible-gambling', locale))}>
          {t('page.guest.signIn')}
        </Button>
      </Card>
      <CentralExclusionLink href={settings.central_self_exclusion_url} />
      <HelpSection organisations={settings.support_organisations} />
    </>
  );
}
