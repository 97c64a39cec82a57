import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useTransactions } from '../api/get-transactions';
import type { TransactionFilter } from '../api/wallet-keys';
import { transactionFilterFrom, withFilter } from '../model/history';
import { ListMessage } from '~/components/ui/list-message';
import { HistoryFailure, HistoryFooter, HistorySkeleton } from './history-states';
import { TransactionFilters } from './transaction-filters';
import { TRANSACTION_ROW_HEIGHT, TransactionList } from './transaction-list';

/**
 * `/user/edit/transaction`: the player's ledger, filtered by type and period (kept in the URL),
 * newest first, a page at a time until `last_page` (§4 "Paged lists").
 */
export function TransactionHistory({ enabled, intl }: { enabled: boolean; intl: string }) {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const filter = transactionFilterFrom(params);
  const query = useTransactions(filter, enabled);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isError, refetch } = query;
  const transactions = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const location = useLocation();
  const navigation = useNavigation();
  // The address changes once the route's loaders have answered: a second change made before then
  // builds on the first one's address (the navigation under way), not on the one it is leaving.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const changeFilter = (name: keyof TransactionFilter, value: string) =>
    setParams(withFilter(pending ? new URLSearchParams(pending.search) : params, name, value), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <section className="flex flex-col gap-4">
      <TransactionFilters filter={filter} onChange={changeFilter} />
      {!data ? (
        isError ? (
          <HistoryFailure onRetry={() => void refetch()} />
        ) : (
          <HistorySkeleton rowClassName={TRANSACTION_ROW_HEIGHT} />
        )
      ) : transactions.length === 0 ? (
        <ListMessage
          role="status"
          title={t('history.empty.title')}
          text={t('history.empty.text')}
        />
      ) : (
        <>
          <TransactionList
            transactions={transactions}
            intl={intl}
            hasNextPage={hasNextPage && !isError}
            isFetchingNextPage={isFetchingNextPage}
            onLoadMore={loadMore}
            total={data.pages[0]?.total}
          />
          <HistoryFooter
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            isError={isError}
            onLoadMore={loadMore}
          />
        </>
      )}
    </section>
  );
}
