import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/**
 * Under a paged list (§4 "Paged lists"): the next page's progress, a button for it, the end of the
 * list, or a failed next page with its retry.
 */
export function ListFooter({
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
  const { t } = useTranslation('boxes');
  return (
    <div className="flex min-h-11 flex-col items-center justify-center gap-2 pb-2 text-sm text-fg-muted">
      {isError ? (
        <>
          <p role="alert">{t('paging.failed')}</p>
          <Button variant="secondary" size="sm" onClick={onLoadMore}>
            {t('paging.retry')}
          </Button>
        </>
      ) : isFetchingNextPage ? (
        <p role="status">{t('paging.loading')}</p>
      ) : hasNextPage ? (
        <Button variant="secondary" size="sm" onClick={onLoadMore}>
          {t('paging.loadMore')}
        </Button>
      ) : (
        <p>{t('paging.end')}</p>
      )}
    </div>
  );
}

/** In place of a paged list while its first page loads. */
export function ListSkeletonRows({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="block h-24 w-full animate-pulse rounded-xl bg-surface-overlay"
        />
      ))}
    </div>
  );
}
