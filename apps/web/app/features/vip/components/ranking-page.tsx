import type { RankingPeriod } from '@vitrine/contract/ranking.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '~/components/ui/skeleton';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { useSessionState } from '~/core/session/session-context';
import { useRanking } from '../api/get-ranking';
import { LeaderboardSection } from './leaderboard-section';
import { RankingGuest } from './ranking-guest';
import { RankLadder } from './rank-ladder';
import { VipStanding } from './vip-standing';

const LADDER_HEADING_ID = 'vip-ladder-heading';

/**
 * `/ranking` ('VIP', §2, issue 38): the player's level and progress, the ladder and the period's
 * top wagerers. A guest sees all but their own standing, and the registration.
 */
export function RankingPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('vip');
  const intl = intlLocale(locale);
  const guest = useSessionState((state) => state.status === 'guest');
  const [period, setPeriod] = useState<RankingPeriod>('weekly');
  const ranking = useRanking(period);
  const data = ranking.data;

  return (
    <div className="flex flex-col gap-6 py-4 sm:py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="text-fg-muted">{t('page.intro')}</p>
      </div>
      {guest ? (
        <RankingGuest />
      ) : data?.self ? (
        <VipStanding
          ranks={data.ranks}
          level={data.self.level}
          totalBet={data.self.totalBet}
          intl={intl}
        />
      ) : (
        !ranking.isError && <Skeleton className="h-[8.5rem] w-full rounded-2xl" />
      )}
      <section aria-labelledby={LADDER_HEADING_ID} className="flex flex-col gap-3">
        <h2 id={LADDER_HEADING_ID} className="text-lg font-bold">
          {t('ladder.heading')}
        </h2>
        {data ? (
          <RankLadder
            ranks={data.ranks}
            currentLevel={data.self?.level ?? null}
            intl={intl}
            headingId={LADDER_HEADING_ID}
          />
        ) : ranking.isError ? (
          <p className="text-fg-muted">{t('ladder.failed')}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-40 w-full rounded-2xl" />
            ))}
          </div>
        )}
      </section>
      <LeaderboardSection query={ranking} period={period} onPeriod={setPeriod} intl={intl} />
    </div>
  );
}
