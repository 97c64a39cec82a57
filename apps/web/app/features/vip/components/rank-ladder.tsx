import type { Rank } from '@vitrine/contract/accounts.ts';
import { useTranslation } from 'react-i18next';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { formatBRL } from '~/lib/money';

/**
 * The VIP ladder (§1, §3 "Rank"): each level's badge, name, threshold, benefits and the reward
 * given on reaching it, the player's own level marked. The badge's size is fixed, so nothing moves
 * when it loads.
 */
export function RankLadder({
  ranks,
  currentLevel,
  intl,
  headingId,
  className = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
}: {
  ranks: readonly Rank[];
  /** The signed-in player's level; null for a guest. */
  currentLevel: number | null;
  intl: string;
  headingId: string;
  /** The list's layout: a grid on the page, one column in the modal. */
  className?: string;
}) {
  const { t } = useTranslation('vip');
  if (ranks.length === 0) return <p className="text-fg-muted">{t('ladder.empty')}</p>;
  return (
    <ol aria-labelledby={headingId} className={className}>
      {ranks.map((rank) => {
        const current = rank.level === currentLevel;
        return (
          <li
            key={rank.level}
            aria-current={current ? 'step' : undefined}
            className={`flex flex-col gap-3 rounded-2xl border p-4 ${
              current ? 'border-brand bg-surface-overlay' : 'border-line bg-surface-raised'
            }`}
          >
            <div className="flex items-center gap-3">
              <DecorativeImage
                src={rank.image}
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 object-contain"
              />
              <div className="flex min-w-0 flex-col">
                <h3 className="font-bold break-words">
                  {t('standing.levelNamed', { level: rank.level, name: rank.name })}
                </h3>
                <p className="text-sm text-fg-muted">
                  {t('ladder.threshold', { amount: formatBRL(rank.totalBet, intl) })}
                </p>
              </div>
              {current && (
                <span className="ml-auto shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-on-brand">
                  {t('ladder.current')}
                </span>
              )}
            </div>
            <RankDetails rank={rank} intl={intl} />
          </li>
        );
      })}
    </ol>
  );
}

function RankDetails({ rank, intl }: { rank: Rank; intl: string }) {
  const { t } = useTranslation('vip');
  const rewards = rank.reward
    ? [
        rank.reward.loyalty > 0
          ? t('ladder.rewardLoyalty', { amount: formatBRL(rank.reward.loyalty, intl) })
          : null,
        rank.reward.box ? t('ladder.rewardBox', { box: rank.reward.box }) : null,
      ].filter((text) => text !== null)
    : [];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div>
        <dt className="font-semibold">{t('ladder.benefits')}</dt>
        <dd>
          {rank.benefits.length === 0 ? (
            <span className="text-fg-muted">{t('ladder.noBenefits')}</span>
          ) : (
            <ul className="list-disc pl-5">
              {rank.benefits.map((benefit, index) => (
                <li key={index} className="break-words">
                  {benefit}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      {rewards.length > 0 && (
        <div>
          <dt className="font-semibold">{t('ladder.reward')}</dt>
          <dd>{rewards.join(' · ')}</dd>
        </div>
      )}
    </dl>
  );
}
