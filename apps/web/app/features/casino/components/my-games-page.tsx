import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { GamePage } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { PagedGameList } from './paged-game-list';

/** `/casino/favorites` and `/casino/recent`: the player's own paged list, with its empty state. */
export function MyGamesPage({
  heading,
  query,
  emptyTitle,
  emptyText,
  localePrefix,
}: {
  heading: string;
  query: UseInfiniteQueryResult<InfiniteData<GamePage>>;
  emptyTitle: string;
  emptyText: string;
  localePrefix: string;
}) {
  const { t } = useTranslation('casino');
  return (
    <section aria-labelledby="my-games-heading" className="flex flex-col gap-4 py-4 sm:py-6">
      <h1 id="my-games-heading" className="text-2xl font-extrabold sm:text-3xl">
        {heading}
      </h1>
      <PagedGameList
        query={query}
        label={heading}
        localePrefix={localePrefix}
        empty={{
          title: emptyTitle,
          text: emptyText,
          action: (
            <Link to={`${localePrefix}/casino/games`} className={buttonClasses()}>
              {t('lobby.backToLobby')}
            </Link>
          ),
        }}
      />
    </section>
  );
}
