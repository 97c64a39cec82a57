import type { Mission } from '@vitrine/contract/missions.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/** Goals counted in centavos (the others count rounds, bets, boxes or days). */
const MONEY_GOALS: ReadonlySet<Mission['goal']['kind']> = new Set(['wager', 'deposit']);

function amountOf(mission: Mission, value: number, locale: Locale): string {
  return MONEY_GOALS.has(mission.goal.kind)
    ? formatBRL(value, intlLocale(locale))
    : new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** What a mission asks for, in words: "Aposte R$ 50,00 em Fortune Tiger". */
export function useMissionTexts(locale: Locale) {
  const { t } = useTranslation('missions');
  return {
    goal(mission: Mission): string {
      const target = mission.goal.target;
      const goal = t(`goal.${mission.goal.kind}`, {
        amount: amountOf(mission, target, locale),
        count: target,
      });
      if (mission.goal.game) return t('goal.onGame', { goal, game: mission.goal.game.title });
      if (mission.goal.provider)
        return t('goal.onProvider', { goal, provider: mission.goal.provider });
      return goal;
    },
    reward(mission: Mission): string {
      const { kind, amount, box } = mission.reward;
      if (kind === 'box') return t('reward.box', { name: box?.name ?? '' });
      return t(`reward.${kind}`, { amount: formatBRL(amount ?? 0, intlLocale(locale)) });
    },
    progress(mission: Mission): string {
      return t('progress.value', {
        current: amountOf(mission, mission.progress.current, locale),
        target: amountOf(mission, mission.progress.target, locale),
        percentage: mission.progress.percentage,
      });
    },
  };
}

/** The progress bar: named, with its value for screen readers. */
export function MissionProgressBar({ mission, label }: { mission: Mission; label: string }) {
  const { t } = useTranslation('missions');
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={mission.progress.percentage}
      aria-valuetext={label}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-overlay"
    >
      <div
        className="h-full rounded-full bg-brand"
        style={{ width: `${mission.progress.percentage}%` }}
      />
    </div>
  );
}
