import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import { useSportsBets } from '../api/get-sports-bets';
import { HistoryFailure, HistoryFooter, HistoryMessage, HistorySkeleton } from './history-states';
import { SPORTS_BET_ROW_HEIGHT, SportsBetTable } from './sports-bet-table';

/** `/user/edit/history-sports`: the player's sportsbook bets, a page at a time. */
export function SportsBetHistory({
  enabled,
  locale,
  intl,
}: {
  enabled: boolean;
  locale: Locale;
  intl: string;
}) {
  const { t } = useTranslation('wallet');
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } =
    useSportsBets(enabled);
  const bets = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  if (!data) {
    return isError ? (
      <HistoryFailure onRetry={() => void refetch()} />
    ) : (
      <HistorySkeleton rowClassName={SPORTS_BET_ROW_HEIGHT} />
    );
  }
  if (bets.length === 0) {
    return (
      <HistoryMessage
        role="status"
        title={t('history.sports.empty.title')}
        text={t('history.sports.empty.text')}
        action={
          <Link to={localizePath('/sportsbook', locale)} className={buttonClasses()}>
            {t('history.sports.empty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <SportsBetTable bets={bets} intl={intl} />
      <HistoryFooter
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isError={isError}
        onLoadMore={loadMore}
      />
    </section>
  );
}
