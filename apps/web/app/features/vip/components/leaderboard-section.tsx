import type { RankingPeriod, RankingResponse } from '@vitrine/contract/ranking.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import { formatSaoPauloDay } from '~/lib/dates';
import { ownRowBelowTop, periodLastMoment } from '../model/standing';
import { LeaderboardTable } from './leaderboard-table';
import { PeriodSwitch } from './period-switch';

const HEADING_ID = 'vip-leaderboard-heading';

/** The leaderboard with its period switch, and what stands in its place while it loads or fails. */
export function LeaderboardSection({
  query,
  period,
  onPeriod,
  intl,
}: {
  query: UseQueryResult<RankingResponse>;
  period: RankingPeriod;
  onPeriod: (period: RankingPeriod) => void;
  intl: string;
}) {
  const { t } = useTranslation('vip');
  const ranking = query.data;
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={HEADING_ID} className="text-lg font-bold">
            {t('leaderboard.heading')}
          </h2>
          {ranking && !query.isPlaceholderData && (
            <p className="text-sm text-fg-muted">
              {t('leaderboard.dates', {
                start: formatSaoPauloDay(ranking.starts_at, intl),
                end: formatSaoPauloDay(periodLastMoment(ranking.ends_at), intl),
              })}
            </p>
          )}
        </div>
        <PeriodSwitch period={period} onChange={onPeriod} />
      </div>
      {ranking && !query.isPlaceholderData ? (
        <LeaderboardBody ranking={ranking} intl={intl} caption={t(`leaderboard.${period}`)} />
      ) : query.isError ? (
        <ListMessage
          role="alert"
          title={t('leaderboard.failed')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('leaderboard.retry')}
            </Button>
          }
        />
      ) : (
        <div role="status" className="flex flex-col gap-1">
          <span className="sr-only">{t('leaderboard.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-11 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}

function LeaderboardBody({
  ranking,
  intl,
  caption,
}: {
  ranking: RankingResponse;
  intl: string;
  caption: string;
}) {
  const { t } = useTranslation('vip');
  const ownRow = ownRowBelowTop(ranking);
  const notRanked = ranking.self !== null && ranking.self.position === null;
  return (
    <>
      {ranking.leaderboard.length === 0 ? (
        <ListMessage
          role="status"
          title={t('leaderboard.empty')}
          text={t('leaderboard.emptyText')}
        />
      ) : (
        <LeaderboardTable
          entries={ranking.leaderboard}
          ownRowBelow={ownRow}
          intl={intl}
          caption={caption}
        />
      )}
      {notRanked && <p className="text-sm text-fg-muted">{t('leaderboard.notRanked')}</p>}
    </>
  );
}
