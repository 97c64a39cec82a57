import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageLocale } from '../hooks/use-page-locale';
import { profilePath } from '../model/profile-paths';

const TABS = [
  { page: 'accessData', label: 'nav.accessData' },
  { page: 'personalData', label: 'nav.personalData' },
  { page: 'verification', label: 'nav.verification' },
] as const;

/**
 * The tab-like navigation of `/user/edit`: real links (each page has its own URL and history
 * entry); the current one carries `aria-current="page"`. Scrolls sideways on narrow screens.
 */
export function AccountNav() {
  const { t } = useTranslation('profile');
  const { locale } = usePageLocale();
  return (
    <nav aria-label={t('nav.label')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {TABS.map((tab) => (
          <li key={tab.page}>
            <NavLink
              to={profilePath(tab.page, locale)}
              preventScrollReset
              className={({ isActive }) =>
                `-mb-px flex min-h-11 items-center border-b-2 px-4 font-semibold whitespace-nowrap ${
                  isActive
                    ? 'border-accent text-fg'
                    : 'border-transparent text-fg-muted hover:text-fg'
                }`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
