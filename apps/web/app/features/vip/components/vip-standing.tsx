import type { Rank } from '@vitrine/contract/accounts.ts';
import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { formatBRL } from '~/lib/money';
import { rankProgress, totalBetToNextRank } from '~/lib/rank-progress';
import { ladderPlace } from '../model/standing';

/**
 * The signed-in player's level and their progress to the next (§4 "Rank progress": the share of
 * the distance between the two thresholds, clamped 0–100 and rounded).
 */
export function VipStanding({
  ranks,
  level,
  totalBet,
  intl,
}: {
  ranks: readonly Rank[];
  level: number;
  totalBet: number;
  intl: string;
}) {
  const { t } = useTranslation('vip');
  const { current, next } = ladderPlace(ranks, level);
  const progress = rankProgress(totalBet, current ?? { level, totalBet: 0 }, next);
  return (
    <section
      aria-labelledby="vip-standing-heading"
      className="flex items-center gap-4 rounded-2xl border border-line bg-surface-raised p-4"
    >
      {current ? (
        <DecorativeImage
          src={current.image}
          width={64}
          height={64}
          className="size-16 shrink-0 object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="vip-standing-heading" className="text-sm font-semibold text-fg-muted">
          {t('standing.heading')}
        </h2>
        <p className="text-xl font-bold break-words">
          {current
            ? t('standing.levelNamed', { level, name: current.name })
            : t('standing.level', { level })}
        </p>
        {next ? (
          <>
            <div
              role="progressbar"
              aria-label={t('standing.progress', { level: next.level })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-valuetext={`${progress}%`}
              className="h-2.5 w-full overflow-hidden rounded-full bg-surface-overlay"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
            </div>
            <p className="text-sm text-fg-muted">
              {t('standing.toNext', {
                amount: formatBRL(totalBetToNextRank(totalBet, next), intl),
                level: next.level,
              })}
            </p>
          </>
        ) : (
          <p className="text-sm text-fg-muted">{t('standing.top')}</p>
        )}
        <p className="text-sm">{t('standing.totalBet', { amount: formatBRL(totalBet, intl) })}</p>
      </div>
    </section>
  );
}
