import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { usePageLocale } from '../hooks/use-page-locale';
import { profilePath } from '../model/profile-paths';

const TABS = [
  { page: 'accessData', label: 'nav.accessData' },
  { page: 'personalData', label: 'nav.personalData' },
  { page: 'verification', label: 'nav.verification' },
  { page: 'transaction', label: 'nav.transaction' },
  { page: 'historyCasino', label: 'nav.historyCasino' },
  { page: 'historySports', label: 'nav.historySports' },
] as const;

/**
 * The tab-like navigation of `/user/edit`: real links (each page has its own URL and history
 * entry); the current one carries `aria-current="page"`. On narrow screens the tabs scroll sideways.
 * The sportsbook history is there only for a brand with Betby's sportsbook (`sportsHistory`).
 */
export function AccountNav({ sportsHistory }: { sportsHistory: boolean }) {
  const { t } = useTranslation('profile');
  const { locale } = usePageLocale();
  const listRef = useScrollCurrentTabIntoView();
  const tabs = TABS.filter((tab) => sportsHistory || tab.page !== 'historySports');
  return (
    <nav aria-label={t('nav.label')}>
      <ul ref={listRef} className="flex overflow-x-auto border-b border-line sm:gap-1">
        {tabs.map((tab) => (
          <li key={tab.page} className="shrink-0">
            <NavLink
              to={profilePath(tab.page, locale)}
              preventScrollReset
              className={({ isActive }) =>
                `-mb-px flex h-full min-h-11 items-center justify-center border-b-2 px-2 py-1 text-center text-sm leading-tight font-semibold sm:px-4 sm:text-base ${
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

/** On a phone the current tab may sit past the edge of the scrolling row: bring it into view. */
function useScrollCurrentTabIntoView() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const current = listRef.current?.querySelector('[aria-current="page"]');
    // jsdom has no scrollIntoView.
    if (current && 'scrollIntoView' in current && typeof current.scrollIntoView === 'function') {
      current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [pathname]);
  return listRef;
}
