import type { TransactionPage } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '~/lib/dates';
import { useWindowedRows } from '~/lib/paging/use-windowed-rows';
import { signedBRL } from '../model/history';

type Transaction = TransactionPage['data'][number];

/** One row's height, shared with the skeleton so nothing moves when the rows arrive. */
export const TRANSACTION_ROW_HEIGHT = 'h-16';

/** The loaded transactions, windowed as the lobby's grid is; scrolling near the end loads more. */
export function TransactionList({
  transactions,
  intl,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  total,
}: {
  transactions: readonly Transaction[];
  intl: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  total?: number;
}) {
  const { t } = useTranslation('wallet');
  const { frameRef, start, end, paddingBefore, paddingAfter } = useWindowedRows<HTMLUListElement>({
    count: transactions.length,
    hasNextPage,
    isFetchingNextPage,
    onLoadMore,
  });
  const setSize = total ?? (hasNextPage ? -1 : transactions.length);
  return (
    <ul
      ref={frameRef}
      aria-label={t('history.listLabel')}
      className="flex flex-col"
      style={{ paddingTop: paddingBefore, paddingBottom: paddingAfter }}
    >
      {transactions.slice(start, end).map((transaction, offset) => {
        const credit = transaction.amount > 0;
        return (
          <li
            key={transaction.id}
            data-window-row
            aria-setsize={setSize}
            aria-posinset={start + offset + 1}
            className={`flex ${TRANSACTION_ROW_HEIGHT} items-center justify-between gap-3 border-b border-line px-1`}
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold">
                {t(`history.types.${transaction.type}`)}
                {/* Issue 36: a row that moves another balance than cash says which. */}
                {transaction.balance && transaction.balance !== 'cash' && (
                  <span className="ml-2 rounded bg-surface-overlay px-1.5 py-0.5 text-xs font-normal">
                    <span className="sr-only">{t('history.balanceKindLabel')}: </span>
                    {t(`history.balanceKinds.${transaction.balance}`)}
                  </span>
                )}
              </span>
              <time dateTime={transaction.created_at} className="text-sm text-fg-muted">
                {formatDate(transaction.created_at, { locale: intl })}{' '}
                {formatTime(transaction.created_at, { locale: intl })}
              </time>
            </div>
            <span
              className={`shrink-0 font-bold tabular-nums ${credit ? 'text-emerald-400' : 'text-danger'}`}
            >
              <span className="sr-only">{t(credit ? 'history.credit' : 'history.debit')} </span>
              {signedBRL(transaction.amount, intl)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
