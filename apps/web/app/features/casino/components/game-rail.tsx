import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';
import { useFirstItems } from '../hooks/use-first-items';
import { GameCard, type CardGame } from './game-card';

/**
 * Cards a rail renders until it is first scrolled: more than the screen shows, so the page's
 * document, hydration and layout carry only those. A phone shows 3.3 of them, a wider screen up to
 * 6.3. The first scroll (touch, the arrows) or focus on one of its cards (keyboard, screen reader)
 * adds the rest, and so does a rail that its first cards do not fill (a phone turned sideways).
 */
export const RAIL_FIRST_CARDS = { phone: 4, wide: 8 } as const;

/**
 * A home section: a heading, a "see all" link and a horizontal rail of cards that scrolls by touch,
 * by the arrow buttons on wide screens, and by keyboard (each card is a link in tab order).
 */
export function GameRail({
  id,
  heading,
  icon,
  games,
  seeAllHref,
  seeAllLabel,
  localePrefix,
  priority = false,
  phone = false,
}: {
  id: string;
  heading: string;
  icon?: ReactNode;
  games: readonly CardGame[];
  seeAllHref?: string;
  seeAllLabel?: string;
  localePrefix: string;
  /** The first rail on the page: its first cards load at once. */
  priority?: boolean;
  /** The page was asked for by a phone (the server's guess): fewer cards before the first scroll. */
  phone?: boolean;
}) {
  const { t } = useTranslation('casino');
  const headingId = `${id}-heading`;
  const { listRef, shown, expand } = useFirstItems(
    games,
    phone ? RAIL_FIRST_CARDS.phone : RAIL_FIRST_CARDS.wide,
  );
  const scrollBy = (direction: 1 | -1) => {
    expand();
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      {/* The row and the heading have their height before their contents are parsed (the link's,
          the line's): drawn half-parsed, a heading centred in a row that grew would move. */}
      <div className={`flex items-center gap-2 ${seeAllHref ? 'min-h-11' : ''}`}>
        <h2 id={headingId} className="flex min-h-7 items-center gap-2 text-lg font-bold sm:text-xl">
          {icon}
          {heading}
        </h2>
        <div className="ml-auto flex items-center gap-1">
          {seeAllHref && (
            <Link
              to={seeAllHref}
              aria-label={seeAllLabel}
              className="flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent hover:underline"
            >
              {t('home.seeAll')}
            </Link>
          )}
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={`${t('home.previous')}: ${heading}`}
            className="hidden size-9 items-center justify-center rounded-full border border-line hover:bg-surface-overlay sm:flex"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={`${t('home.next')}: ${heading}`}
            className="hidden size-9 items-center justify-center rounded-full border border-line hover:bg-surface-overlay sm:flex"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <ul
        ref={listRef}
        aria-labelledby={headingId}
        onScroll={expand}
        onFocus={expand}
        className="-mx-3 grid snap-x snap-mandatory auto-cols-[calc((100%-1rem)/3.3)] grid-flow-col gap-2 overflow-x-auto scroll-smooth scroll-px-3 px-3 pb-2 [scrollbar-width:none] min-[520px]:auto-cols-[calc((100%-1.5rem)/4.3)] sm:mx-0 sm:gap-3 sm:scroll-px-0 sm:px-0 md:auto-cols-[calc((100%-3rem)/5.3)] lg:auto-cols-[calc((100%-3.75rem)/6.3)]"
      >
        {shown.map((game, index) => (
          <li key={game.id} className="snap-start">
            <GameCard game={game} localePrefix={localePrefix} priority={priority && index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
