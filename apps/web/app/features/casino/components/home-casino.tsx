import type { Provider } from '@vitrine/contract/games.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon, StarIcon } from '~/components/ui/icons';
import type { Locale } from '~/core/i18n/config';
import { useHomeSections, type HomeSectionsPage } from '../api/get-home-games';
import type { CardGame } from '../model/card-game';
import { GameRail } from './game-rail';
import { ProviderStrip } from './provider-strip';

export interface HomeCasinoData {
  viewer: string;
  featured: CardGame[];
  sections: HomeSectionsPage | null;
  providers: Provider[];
  /** The page was asked for by a phone: the rails render fewer cards before they are scrolled. */
  phone: boolean;
}

/**
 * The casino on the home page: the featured rail, one rail per category (more categories load as
 * the player scrolls down), and the provider strip after the first sections.
 */
export function HomeCasino({
  data,
  locale,
  localePrefix,
}: {
  data: HomeCasinoData;
  locale: Locale;
  localePrefix: string;
}) {
  const { t } = useTranslation('casino');
  const query = useHomeSections(
    locale,
    data.sections ? { page: data.sections, viewer: data.viewer } : null,
  );
  const sections = query.data?.pages.flatMap((page) => page.data) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  // More categories as the end of the sections comes near.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="flex flex-col gap-6">
      {data.featured.length > 0 && (
        <GameRail
          id="featured"
          heading={t('home.featured')}
          icon={<StarIcon className="size-5 text-amber-300" />}
          games={data.featured}
          seeAllHref={`${localePrefix}/casino/games`}
          seeAllLabel={t('lobby.backToLobby')}
          localePrefix={localePrefix}
          priority
          phone={data.phone}
        />
      )}
      {sections.map((section, index) => (
        <div key={section.category.slug} className="contents">
          <GameRail
            id={`category-${section.category.slug}`}
            heading={section.category.name}
            icon={<CategoryIcon icon={section.category.icon} className="size-5 text-accent" />}
            games={section.games}
            seeAllHref={`${localePrefix}/casino/category/${section.category.slug}`}
            seeAllLabel={t('home.seeAllIn', { name: section.category.name })}
            localePrefix={localePrefix}
            priority={data.featured.length === 0 && index === 0}
            phone={data.phone}
          />
          {index === 1 && (
            <ProviderStrip
              initial={data.providers}
              localePrefix={localePrefix}
              phone={data.phone}
            />
          )}
        </div>
      ))}
      {sections.length < 2 && (
        <ProviderStrip initial={data.providers} localePrefix={localePrefix} phone={data.phone} />
      )}
      <div ref={sentinel} aria-hidden="true" />
      {isFetchingNextPage && (
        <p role="status" className="text-center text-sm text-fg-muted">
          {t('home.moreSections')}
        </p>
      )}
    </div>
  );
}
