import type { HistoryEntry } from '@vitrine/contract/responsible-gaming.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ListMessage } from '~/components/ui/list-message';
import { SkeletonRows } from '~/components/ui/skeleton';
import { useHistory } from '../../api/get-history';
import { formatSaoPauloMoment } from '~/lib/dates';
import { formatLimitAmount, limitTitleKey } from '../../model/limit-display';

/** One line: what was set, and when it was asked and took effect (or will). */
function HistoryLine({ entry, intl, now }: { entry: HistoryEntry; intl: string; now: number }) {
  const { t } = useTranslation('responsible-gaming');
  const moment = (iso: string) => formatSaoPauloMoment(iso, intl);
  if (entry.type === 'limit') {
    const title = t(limitTitleKey(entry.kind, entry.period));
    const future = Date.parse(entry.effective_at) > now;
    return (
      <>
        <p className="font-semibold">
          {entry.amount === null
            ? t('page.history.limitRemoved', { title })
            : t('page.history.limit', {
                title,
                amount: formatLimitAmount(entry.kind, entry.amount, intl),
              })}
        </p>
        <p className="text-sm text-fg-muted">
          {t('page.history.requested', { date: moment(entry.requested_at) })}
          {' · '}
          {entry.cancelled_at
            ? t('page.history.cancelled', { date: moment(entry.cancelled_at) })
            : t(future ? 'page.history.effectiveFuture' : 'page.history.effective', {
                date: moment(entry.effective_at),
              })}
        </p>
      </>
    );
  }
  const what =
    entry.type === 'pause'
      ? t('page.history.pause', { date: entry.ends_at ? moment(entry.ends_at) : '' })
      : entry.ends_at
        ? t('page.history.selfExclusion', { date: moment(entry.ends_at) })
        : t('page.history.selfExclusionIndefinite');
  return (
    <>
      <p className="font-semibold">{what}</p>
      <p className="text-sm text-fg-muted">
        {t('page.history.requested', { date: moment(entry.created_at) })}
        {' · '}
        {t('page.history.effective', { date: moment(entry.starts_at) })}
      </p>
    </>
  );
}

/** The history of changes, newest first (issue 35). */
export function HistorySection({ enabled, intl }: { enabled: boolean; intl: string }) {
  const { t } = useTranslation('responsible-gaming');
  const history = useHistory(enabled);
  const now = history.dataUpdatedAt;

  return (
    <Card title={t('page.history.heading')} id="historico">
      {history.isError ? (
        <ListMessage
          role="alert"
          title={t('page.history.failed')}
          action={
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : !history.data ? (
        <SkeletonRows rows={3} label={t('page.history.loading')} />
      ) : history.data.data.length === 0 ? (
        <ListMessage role="status" title={t('page.history.empty')} />
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {history.data.data.map((entry, index) => (
            <li key={index} className="py-2">
              <HistoryLine entry={entry} intl={intl} now={now} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
