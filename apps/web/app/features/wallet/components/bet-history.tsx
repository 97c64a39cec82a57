import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import { ListMessage } from '~/components/ui/list-message';
import { HistoryFailure, HistoryFooter, HistorySkeleton } from './history-states';

/** Where a player with no bets of the kind yet goes to place one. */
const LOBBY_PATH = { casino: '/casino', sports: '/sportsbook' } as const;

/** What a history page hands its bet history. */
export interface BetHistoryPageProps {
  /** Fetch the bets (the page's player is known). */
  enabled: boolean;
  /** The address's locale, for the way to the lobby. */
  locale: Locale;
  /** The locale dates and money are written in. */
  intl: string;
}

export interface BetPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  loadMore: () => void;
}

/**
 * A history of the player's bets of one kind, a page at a time: the skeleton while the first page
 * loads, the failure with a retry, "no bets yet" with a way to the lobby, else the table (`children`)
 * and the footer that loads more.
 */
export function BetHistory<Bet>({
  kind,
  locale,
  bets: query,
  rowClassName,
  children,
}: {
  kind: keyof typeof LOBBY_PATH;
  locale: Locale;
  bets: UseInfiniteQueryResult<InfiniteData<{ data: Bet[] }>>;
  rowClassName: string;
  children: (bets: Bet[], paging: BetPaging) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } = query;
  const bets = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  if (!data) {
    return isError ? (
      <HistoryFailure onRetry={() => void refetch()} />
    ) : (
      <HistorySkeleton rowClassName={rowClassName} />
    );
  }
  if (bets.length === 0) {
    return (
      <ListMessage
        role="status"
        title={t(`history.${kind}.empty.title`)}
        text={t(`history.${kind}.empty.text`)}
        action={
          <Link to={localizePath(LOBBY_PATH[kind], locale)} className={buttonClasses()}>
            {t(`history.${kind}.empty.action`)}
          </Link>
        }
      />
    );
  }
  return (
    <section className="flex flex-col gap-4">
      {children(bets, { hasNextPage, isFetchingNextPage, isError, loadMore })}
      <HistoryFooter
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isError={isError}
        onLoadMore={loadMore}
      />
    </section>
  );
}
