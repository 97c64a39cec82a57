import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import { formatDate, formatTime } from '~/lib/dates';

// What both histories show around their rows (§4 "Paged lists", §8 "Paged list failure").

/** The list's shape while the first page loads: rows of the height the real ones will have. */
export function HistorySkeleton({
  rows = 8,
  rowClassName,
}: {
  rows?: number;
  rowClassName: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{t('history.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`w-full ${rowClassName}`} />
      ))}
    </div>
  );
}

export function HistoryFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <ListMessage
      role="alert"
      title={t('history.failed')}
      action={<Button onClick={onRetry}>{t('history.retry')}</Button>}
    />
  );
}

/**
 * Under the loaded rows: the next page's progress, a button for it (keyboards, and anyone who does
 * not scroll), the end of the list, or a failed next page with its retry.
 */
export function HistoryFooter({
  hasNextPage,
  isFetchingNextPage,
  isError,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex min-h-11 flex-col items-center justify-center gap-2 pb-2 text-sm text-fg-muted">
      {isError ? (
        <>
          <p role="alert">{t('history.failed')}</p>
          <Button variant="secondary" size="sm" onClick={onLoadMore}>
            {t('history.retry')}
          </Button>
        </>
      ) : isFetchingNextPage ? (
        <p role="status">{t('history.loading')}</p>
      ) : hasNextPage ? (
        <Button variant="secondary" size="sm" onClick={onLoadMore}>
          {t('history.loadMore')}
        </Button>
      ) : (
        <p>{t('history.end')}</p>
      )}
    </div>
  );
}

/**
 * A bet table's header row, one heading per column. On a phone the rows stack into cards whose
 * cells name their column, so the row is there only for screen readers.
 */
export function BetTableHead<Column extends string>({
  columns,
  heading,
}: {
  columns: readonly Column[];
  heading: (column: Column) => string;
}) {
  return (
    <thead className="max-sm:sr-only">
      <tr className="border-b border-line text-sm text-fg-muted">
        {columns.map((name) => (
          <th key={name} scope="col" className="px-2 py-2 font-semibold">
            {heading(name)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** When a bet was placed: its date and time, on one line. */
export function BetPlacedAt({ at, intl }: { at: string; intl: string }) {
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDate(at, { locale: intl })} {formatTime(at, { locale: intl })}
    </time>
  );
}
