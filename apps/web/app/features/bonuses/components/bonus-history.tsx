import type { Bonus } from '@vitrine/contract/bonuses.ts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatSaoPauloDay } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import type { useBonuses } from '../api/get-bonuses';
import { BONUS_STATUS_TONE } from '../model/bonus-status';

function BonusRow({ bonus, locale }: { bonus: Bonus; locale: Locale }) {
  const { t } = useTranslation('bonuses');
  const intl = intlLocale(locale);
  const brl = (centavos: number) => formatBRL(centavos, intl);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-line bg-surface-raised p-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold [overflow-wrap:anywhere]">
          <bdi>{bonus.name}</bdi>
        </span>
        <span className="text-sm text-fg-muted">
          {t('history.granted', { date: formatSaoPauloDay(bonus.created_at, intl) })}
          {bonus.coupon && <> · {t('history.coupon', { code: bonus.coupon })}</>}
        </span>
        {bonus.converted > 0 && (
          <span className="text-sm">
            {t('history.converted', { amount: brl(bonus.converted) })}
          </span>
        )}
        {bonus.removed > 0 && (
          <span className="text-sm">{t('history.removed', { amount: brl(bonus.removed) })}</span>
        )}
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-bold tabular-nums">{brl(bonus.amount)}</span>
        <StatusBadge tone={BONUS_STATUS_TONE[bonus.status]}>
          {t(`status.${bonus.status}`)}
        </StatusBadge>
      </div>
    </li>
  );
}

/**
 * Every bonus of the player, a page at a time (§4 "Paged lists": "Carregar mais" until the last
 * page), with its status and what it became; an empty state, and a retry when it failed.
 */
export function BonusHistory({
  query,
  locale,
  regulated,
}: {
  query: ReturnType<typeof useBonuses>;
  locale: Locale;
  regulated: boolean;
}) {
  const { t } = useTranslation('bonuses');
  const bonuses = query.data?.pages.flatMap((page) => page.data) ?? [];
  let body;
  if (!query.data) {
    body = query.isError ? (
      <ListMessage
        role="alert"
        title={t('history.failed')}
        action={<Button onClick={() => void query.refetch()}>{t('history.retry')}</Button>}
      />
    ) : (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('history.loading')}</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (bonuses.length === 0) {
    body = (
      <ListMessage
        role="status"
        title={t('history.empty')}
        text={t(regulated ? 'history.regulatedEmptyHint' : 'history.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('history.listLabel')} className="flex flex-col gap-2">
          {bonuses.map((bonus) => (
            <BonusRow key={bonus.id} bonus={bonus} locale={locale} />
          ))}
        </ul>
        <div className="flex min-h-11 flex-col items-center justify-center gap-2 text-sm text-fg-muted">
          {query.isFetchNextPageError ? (
            <>
              <p role="alert">{t('history.failed')}</p>
              <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                {t('history.retry')}
              </Button>
            </>
          ) : query.isFetchingNextPage ? (
            <p role="status">{t('history.loadingMore')}</p>
          ) : query.hasNextPage ? (
            <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
              {t('history.loadMore')}
            </Button>
          ) : (
            <p>{t('history.end')}</p>
          )}
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="bonus-history-heading" className="flex flex-col gap-3">
      <h2 id="bonus-history-heading" className="text-lg font-bold">
        {t('history.heading')}
      </h2>
      {body}
    </section>
  );
}
