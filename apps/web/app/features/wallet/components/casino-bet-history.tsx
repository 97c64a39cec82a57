import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import { useCasinoBets } from '../api/get-casino-bets';
import { CASINO_BET_ROW_HEIGHT, CasinoBetTable } from './casino-bet-table';
import { HistoryFailure, HistoryFooter, HistoryMessage, HistorySkeleton } from './history-states';

/** `/user/edit/history-casino`: the player's casino bets and wins, a page at a time. */
export function CasinoBetHistory({
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
    useCasinoBets(enabled);
  const bets = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  if (!data) {
    return isError ? (
      <HistoryFailure onRetry={() => void refetch()} />
    ) : (
      <HistorySkeleton rowClassName={CASINO_BET_ROW_HEIGHT} />
    );
  }
  if (bets.length === 0) {
    return (
      <HistoryMessage
        role="status"
        title={t('history.casino.empty.title')}
        text={t('history.casino.empty.text')}
        action={
          <Link to={localizePath('/casino', locale)} className={buttonClasses()}>
            {t('history.casino.empty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <CasinoBetTable
        bets={bets}
        locale={locale}
        intl={intl}
        hasNextPage={hasNextPage && !isError}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={loadMore}
      />
      <HistoryFooter
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isError={isError}
        onLoadMore={loadMore}
      />
    </section>
  );
}
