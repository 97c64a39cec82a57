import type { Referral } from '@vitrine/contract/referrals.ts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatSaoPauloDay } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import type { useAffiliates } from '../api/get-affiliates';

function ReferralRow({ referral, locale }: { referral: Referral; locale: Locale }) {
  const { t } = useTranslation('referrals');
  const intl = intlLocale(locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-line bg-surface-raised p-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold [overflow-wrap:anywhere]">
          <bdi>{referral.name}</bdi>
        </span>
        <span className="text-sm text-fg-muted">
          {t('list.registeredOn', { date: formatSaoPauloDay(referral.registered_at, intl) })}
        </span>
        {referral.qualified_at && (
          <span className="text-sm text-fg-muted">
            {t('list.qualifiedOn', { date: formatSaoPauloDay(referral.qualified_at, intl) })}
          </span>
        )}
      </div>
      <div className="flex flex-col items-end gap-1">
        <StatusBadge tone={referral.status === 'qualified' ? 'success' : 'neutral'}>
          {t(`status.${referral.status}`)}
        </StatusBadge>
        <span className="text-sm font-bold tabular-nums">
          {t('list.earned', { amount: formatBRL(referral.earned, intl) })}
        </span>
      </div>
    </li>
  );
}

/**
 * The players the player referred, newest first, a page at a time (§4 "Paged lists": "Carregar
 * mais" until the last page), with an empty state.
 */
export function ReferralList({
  query,
  locale,
}: {
  query: ReturnType<typeof useAffiliates>;
  locale: Locale;
}) {
  const { t } = useTranslation('referrals');
  const referrals = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="referral-list-heading" className="flex flex-col gap-3">
      <h2 id="referral-list-heading" className="text-lg font-bold">
        {t('list.heading')}
      </h2>
      {referrals.length === 0 ? (
        <ListMessage role="status" title={t('list.empty')} text={t('list.emptyHint')} />
      ) : (
        <>
          <ul aria-label={t('list.label')} className="flex flex-col gap-2">
            {referrals.map((referral) => (
              <ReferralRow key={referral.id} referral={referral} locale={locale} />
            ))}
          </ul>
          <div className="flex min-h-11 flex-col items-center justify-center gap-2 text-sm text-fg-muted">
            {query.isFetchNextPageError ? (
              <>
                <p role="alert">{t('list.failed')}</p>
                <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                  {t('list.retry')}
                </Button>
              </>
            ) : query.isFetchingNextPage ? (
              <p role="status">{t('list.loadingMore')}</p>
            ) : query.hasNextPage ? (
              <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
                {t('list.loadMore')}
              </Button>
            ) : (
              <p>{t('list.end')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
