import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CasinoIcon, HistoryIcon, StarIcon } from '~/components/ui/icons';

/** The casino's sections: all games, providers, the player's favourites and recent games. */
export function CasinoNav({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation('casino');
  const items = [
    { to: `${localePrefix}/casino/games`, label: t('nav.games'), Icon: CasinoIcon },
    { to: `${localePrefix}/casino/providers`, label: t('nav.providers'), Icon: CasinoIcon },
    { to: `${localePrefix}/casino/favorites`, label: t('nav.favorites'), Icon: StarIcon },
    { to: `${localePrefix}/casino/recent`, label: t('nav.recent'), Icon: HistoryIcon },
  ];
  return (
    <nav aria-label={t('nav.label')} className="pt-3">
      <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 [scrollbar-width:none] sm:mx-0 sm:px-0">
        {items.map(({ to, label, Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${
                  isActive ? 'bg-surface-overlay text-fg' : 'text-fg-muted hover:bg-surface-overlay'
                }`
              }
            >
              <Icon className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
