import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../hooks/use-page-locale';
import { profilePath, type ProfilePage } from '../../model/profile-paths';
import { Card } from '~/components/ui/card';
import { LinkList } from '~/components/ui/link-list';
import { localizePath } from '~/core/i18n/config';

const LINKS = [
  { page: 'accessData', label: 'overview.links.accessData', hint: 'overview.links.accessDataHint' },
  {
    page: 'personalData',
    label: 'overview.links.personalData',
    hint: 'overview.links.personalDataHint',
  },
  {
    page: 'verification',
    label: 'overview.links.verification',
    hint: 'overview.links.verificationHint',
  },
] as const satisfies readonly { page: ProfilePage; label: string; hint: string }[];

/** The ways into the account settings (`/user/edit/*`). */
export function ProfileLinks() {
  const { t } = useTranslation('profile');
  const { locale } = usePageLocale();
  return (
    <Card title={t('overview.editAccount')}>
      <nav aria-label={t('overview.linksLabel')}>
        <LinkList
          links={[
            ...LINKS.map((link) => ({
              to: profilePath(link.page, locale),
              content: (
                <>
                  <span className="font-semibold">{t(link.label)}</span>
                  <span className="text-sm text-fg-muted">{t(link.hint)}</span>
                </>
              ),
            })),
            // Issue 35: the responsible-gaming tools are reached from the profile too.
            {
              to: localizePath('/responsible-gambling', locale),
              content: (
                <>
                  <span className="font-semibold">{t('overview.links.responsibleGaming')}</span>
                  <span className="text-sm text-fg-muted">
                    {t('overview.links.responsibleGamingHint')}
                  </span>
                </>
              ),
            },
          ]}
          className="flex flex-col gap-2"
          linkClassName="flex min-h-14 flex-col justify-center rounded-lg border border-line px-4 py-2 hover:bg-surface-overlay"
        />
      </nav>
    </Card>
  );
}
