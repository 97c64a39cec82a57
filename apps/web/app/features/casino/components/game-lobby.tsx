import type { Category } from '@vitrine/contract/content.ts';
import type { Provider } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useGames } from '../api/get-games';
import type { CardGamePage } from '../model/card-game';
import { EMPTY_FILTER, gameFilterKey, type GameFilter } from '../model/game-filter';
import { LobbyFilters } from './lobby-filters';
import { PagedGameList } from './paged-game-list';
import { PHONE_FIRST_CARDS } from './virtual-game-grid';

/** What the route's loader rendered: the first page of one filter, for one visitor. */
export interface LobbyFirstPage {
  page: CardGamePage;
  viewer: string;
  filterKey: string;
  /** It was asked for by a phone: fewer full cards until the grid is measured. */
  phone: boolean;
}

/** `/casino/games` and `/casino/category/{filter}`: filters, the count, and the paged list. */
export function GameLobby({
  heading,
  filter,
  onFilterChange,
  firstPage,
  categories,
  providers,
  localePrefix,
  lockedCategory,
}: {
  heading: string;
  filter: GameFilter;
  onFilterChange: (next: GameFilter, options?: { replace?: boolean }) => void;
  firstPage: LobbyFirstPage | null;
  categories: readonly Category[];
  providers: readonly Provider[];
  localePrefix: string;
  lockedCategory?: string;
}) {
  const { t } = useTranslation('casino');
  const seed = firstPage && firstPage.filterKey === gameFilterKey(filter) ? firstPage : undefined;
  const query = useGames(filter, seed);
  const total = query.data?.pages[0]?.total;
  const reset = () =>
    onFilterChange({ ...EMPTY_FILTER, categories: lockedCategory ? [lockedCategory] : [] });

  return (
    <section aria-labelledby="lobby-heading" className="flex flex-col gap-4 py-4 sm:py-6">
      <div className="flex items-baseline justify-between gap-3">
        <h1 id="lobby-heading" className="text-2xl font-extrabold sm:text-3xl">
          {heading}
        </h1>
        <p role="status" className="min-w-20 text-right text-sm text-fg-muted">
          {total !== undefined ? t('lobby.results', { count: total }) : ''}
        </p>
      </div>
      <LobbyFilters
        filter={filter}
        onChange={onFilterChange}
        categories={categories}
        providers={providers}
        lockedCategory={lockedCategory}
      />
      <PagedGameList
        query={query}
        label={heading}
        localePrefix={localePrefix}
        firstCards={seed?.phone ? PHONE_FIRST_CARDS : undefined}
        empty={{
          title: t('lobby.emptyTitle'),
          text: t('lobby.emptyText'),
          action: <Button onClick={reset}>{t('lobby.clear')}</Button>,
        }}
      />
    </section>
  );
}
