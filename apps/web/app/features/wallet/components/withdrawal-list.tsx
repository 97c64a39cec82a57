import type { Withdrawal } from '@vitrine/contract/withdrawals.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useWithdrawals } from '../api/get-withdrawals';
import { canCancelWithdrawal, withdrawalStatusLabelKey } from '../model/withdrawals';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';

const SKELETON_ROWS = 3;

/**
 * The wallet page's withdrawals (`GET /wallet/withdrawals`), newest first, a page at a time until
 * `last_page`; a pending one can be cancelled after 'Repensando Decisões'.
 */
export function WithdrawalList({ enabled, locale }: { enabled: boolean; locale: Locale }) {
  const { t } = useTranslation('wallet');
  const list = useWithdrawals(enabled);
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const withdrawals = list.data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (list.isPending) {
    body = (
      // The rows' height is kept while they load, so the page does not jump when they arrive.
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('list.loading')}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] w-full" />
        ))}
      </div>
    );
  } else if (list.isError && withdrawals.length === 0) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('list.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (withdrawals.length === 0) {
    body = <p className="text-fg-muted">{t('list.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-2">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow
              key={withdrawal.id}
              withdrawal={withdrawal}
              locale={locale}
              onCancel={() => setCancelling(withdrawal)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="self-center"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
          </Button>
        )}
        {list.isFetchNextPageError && (
          <p role="alert" className="text-sm text-danger">
            {t('list.failed')}
          </p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="withdrawals-heading" className="flex flex-col gap-3">
      <h2 id="withdrawals-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t('list.title')}
      </h2>
      {body}
      {cancelling && (
        <CancelWithdrawalDialog
          withdrawal={cancelling}
          locale={locale}
          onClose={() => setCancelling(null)}
          onCancelled={() => heading.current?.focus()}
        />
      )}
    </section>
  );
}

function WithdrawalRow({
  withdrawal,
  locale,
  onCancel,
}: {
  withdrawal: Withdrawal;
  locale: Locale;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wallet');
  const intl = intlLocale(locale);
  const amount = formatBRL(withdrawal.amount, intl);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(withdrawal.created_at),
  );
  return (
    <li className="flex min-h-[4.5rem] flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-line bg-surface-raised px-4 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-bold tabular-nums">{amount}</span>
        <span className="truncate text-sm text-fg-muted">
          <time dateTime={withdrawal.created_at}>{date}</time>
          {' · '}
          {t('list.to', { key: withdrawal.method.key })}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full border border-line px-2.5 py-0.5 text-sm font-semibold">
          {t(withdrawalStatusLabelKey(withdrawal.status))}
        </span>
        {canCancelWithdrawal(withdrawal.status) && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onCancel}
            aria-label={t('list.cancelNamed', { amount, date })}
          >
            {t('list.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
