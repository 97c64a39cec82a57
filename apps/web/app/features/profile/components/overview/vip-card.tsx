import { useTranslation } from 'react-i18next';
import { formatBRL } from '~/lib/money';
import { useVip } from '../../api/get-vip';
import { usePageLocale } from '../../hooks/use-page-locale';
import { rankProgress, totalBetToNextRank } from '~/lib/rank-progress';
import { Card } from '~/components/ui/card';
import { LoadError } from '../common/load-error';
import { Skeleton } from '~/components/ui/skeleton';

/** VIP level and the progress towards the next one (§4 "Rank progress"). */
export function VipCard() {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const vip = useVip();

  return (
    <Card title={t('vip.title')}>
      {vip.isPending ? (
        <VipSkeleton label={t('common.loading')} />
      ) : vip.isError ? (
        <LoadError message={t('vip.failed')} onRetry={() => void vip.refetch()} />
      ) : (
        <VipProgress
          level={vip.data.level}
          image={vip.data.current.image}
          progress={rankProgress(vip.data.totalBet, vip.data.current, vip.data.next)}
          nextLevel={vip.data.next?.level ?? null}
          remaining={formatBRL(totalBetToNextRank(vip.data.totalBet, vip.data.next), intl)}
          pointsText={new Intl.NumberFormat(intl).format(vip.data.points)}
        />
      )}
    </Card>
  );
}

function VipProgress({
  level,
  image,
  progress,
  nextLevel,
  remaining,
  pointsText,
}: {
  level: number;
  image: string;
  progress: number;
  nextLevel: number | null;
  remaining: string;
  pointsText: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex items-center gap-4">
      <img
        src={image}
        alt={t('vip.rankImage', { level })}
        width={64}
        height={64}
        className="size-16 shrink-0 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-xl font-bold">{t('vip.level', { level })}</span>
          <span className="text-sm text-fg-muted">{t('vip.points', { points: pointsText })}</span>
        </p>
        {nextLevel !== null ? (
          <>
            <div
              role="progressbar"
              aria-label={t('vip.progress', { level: nextLevel })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={`${progress}%`}
              className="h-2.5 w-full overflow-hidden rounded-full bg-surface-overlay"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-sm text-fg-muted">
              {t('vip.toNext', { amount: remaining, level: nextLevel })}
            </p>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{t('vip.top')}</p>
        )}
      </div>
    </div>
  );
}

function VipSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="size-16 shrink-0 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-2.5 w-full" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    </div>
  );
}
