import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { SHOWN_WHOLE, ShownWholeEnd } from '~/components/ui/shown-whole';
import type { NavItem } from './nav-items';

/** Ids of the shell's bars, for pages that place things clear of them (the sportsbook's offsets). */
export const SITE_HEADER_ID = 'site-header';
export const BOTTOM_NAV_ID = 'bottom-nav';

/** The default layout's header: logo home, primary navigation on wide screens, then actions. */
export function SiteHeader({
  logo,
  logoBoxClassName,
  homeHref,
  homeLabel,
  navLabel,
  navItems,
  actions,
}: {
  logo: ReactNode;
  /** The logo's reserved width: the logo fits in it, and nothing else takes it. */
  logoBoxClassName: string;
  homeHref: string;
  homeLabel: string;
  navLabel: string;
  navItems: NavItem[];
  actions: ReactNode;
}) {
  return (
    <header
      id={SITE_HEADER_ID}
      className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to={homeHref}
          aria-label={homeLabel}
          className={`flex h-11 shrink-0 items-center ${logoBoxClassName}`}
        >
          {logo}
        </Link>
        {/* Icons only until xl, where a player's actions leave room for the labels; were it ever
            too narrow, the navigation scrolls rather than squeezing the logo. */}
        <nav aria-label={navLabel} className="ml-4 hidden min-w-0 overflow-x-auto lg:block">
          <NavItemList
            items={navItems}
            className="flex items-center gap-1"
            linkClassName={(isActive) =>
              `flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold hover:bg-surface-overlay ${
                isActive ? 'bg-surface-overlay text-fg' : 'text-fg-muted'
              }`
            }
            labelClassName="sr-only whitespace-nowrap xl:not-sr-only"
          />
        </nav>
        {/* Right-aligned: drawn half-parsed, its first actions would move as the rest arrived. */}
        <div
          className={`ml-auto flex shrink-0 items-center gap-0.5 min-[520px]:gap-1 sm:gap-2 ${SHOWN_WHOLE}`}
        >
          {actions}
          <ShownWholeEnd />
        </div>
      </div>
    </header>
  );
}

/**
 * On small screens the same navigation sits at the bottom, within thumb reach; `extra` is one more
 * item after the pages (a player's chat and live support: nothing floats above the bar).
 */
export function BottomNav({
  navLabel,
  navItems,
  extra,
}: {
  navLabel: string;
  navItems: NavItem[];
  extra?: ReactNode;
}) {
  return (
    <nav
      id={BOTTOM_NAV_ID}
      aria-label={navLabel}
      // Anchored to the bottom, with centred labels: drawn half-parsed, it would grow and move.
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface-raised pb-[env(safe-area-inset-bottom)] lg:hidden ${SHOWN_WHOLE}`}
    >
      <NavItemList
        items={navItems}
        className="grid auto-cols-fr grid-flow-col"
        linkClassName={(isActive) =>
          `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${
            isActive ? 'text-fg' : 'text-fg-muted'
          }`
        }
        labelClassName="max-w-full truncate px-1"
        extra={extra}
      />
      <ShownWholeEnd />
    </nav>
  );
}

/** The primary navigation's items, each its icon and label, marked while its page is open. */
function NavItemList({
  items,
  className,
  linkClassName,
  labelClassName,
  extra,
}: {
  items: NavItem[];
  className: string;
  linkClassName: (isActive: boolean) => string;
  /** Wraps the label in a span of this class (the bottom bar truncates it). */
  labelClassName?: string;
  /** One more item after the pages: not a link, placed by its own classes. */
  extra?: ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map(({ to, label, Icon, end }) => (
        <li key={to}>
          <NavLink to={to} end={end} className={({ isActive }) => linkClassName(isActive)}>
            <Icon className="size-5" />
            {labelClassName ? <span className={labelClassName}>{label}</span> : label}
          </NavLink>
        </li>
      ))}
      {extra && <li className="relative">{extra}</li>}
    </ul>
  );
}
