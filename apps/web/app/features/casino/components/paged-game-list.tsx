import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import type { CardGamePage } from '../model/card-game';
import { ListMessage } from '~/components/ui/list-message';
import { GameGridSkeleton } from './game-list-states';
import { VirtualGameGrid } from './virtual-game-grid';

/**
 * A paged game list (§4 "Paged lists"): skeletons while the first page loads, the windowed grid,
 * the next page on scroll (or the button, for keyboards), an end note, an empty state and a
 * failure that keeps what was loaded and offers a retry.
 */
export function PagedGameList({
  query,
  label,
  localePrefix,
  empty,
  firstCards,
}: {
  /** Pages of cards (whole games are cards too). */
  query: UseInfiniteQueryResult<InfiniteData<CardGamePage>>;
  label: string;
  localePrefix: string;
  /** What an empty list says (as a status) and the way on it offers. */
  empty: { title: string; text: string; action: ReactNode };
  /** Full cards before the grid is measured (VirtualGameGrid). */
  firstCards?: number;
}) {
  const { t } = useTranslation('casino');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } = query;
  const games = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const total = data?.pages[0]?.total;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  if (!data) {
    return isError ? (
      <ListMessage
        role="alert"
        title={t('lobby.errorTitle')}
        action={<Button onClick={() => void refetch()}>{t('lobby.retry')}</Button>}
      />
    ) : (
      <GameGridSkeleton />
    );
  }
  if (games.length === 0) return <ListMessage role="status" {...empty} />;

  return (
    <div className="flex flex-col gap-4">
      <VirtualGameGrid
        games={games}
        label={label}
        localePrefix={localePrefix}
        hasNextPage={hasNextPage && !isError}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={loadMore}
        total={total}
        firstCards={firstCards}
      />
      <div className="flex min-h-11 flex-col items-center justify-center gap-2 pb-2 text-sm text-fg-muted">
        {isError ? (
          <>
            <p role="alert">{t('lobby.errorTitle')}</p>
            <Button variant="secondary" size="sm" onClick={loadMore}>
              {t('lobby.retry')}
            </Button>
          </>
        ) : isFetchingNextPage ? (
          <p role="status">{t('lobby.loading')}</p>
        ) : hasNextPage ? (
          <Button variant="secondary" size="sm" onClick={loadMore}>
            {t('lobby.loadMore')}
          </Button>
        ) : (
          <p>{t('lobby.end')}</p>
        )}
      </div>
    </div>
  );
}
