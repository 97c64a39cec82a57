import type { RankingPeriod } from '@vitrine/contract/ranking.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS } from '../model/standing';

/**
 * The leaderboard's period: a radio group (arrow keys move between the two, Tab leaves), drawn as
 * a segmented switch with a visible focus ring.
 */
export function PeriodSwitch({
  period,
  onChange,
}: {
  period: RankingPeriod;
  onChange: (period: RankingPeriod) => void;
}) {
  const { t } = useTranslation('vip');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="sr-only">{t('leaderboard.period')}</legend>
      <div className="inline-flex rounded-lg border border-line bg-surface-raised p-1">
        {PERIODS.map((option) => (
          <label
            key={option}
            className="min-h-10 cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-checked:bg-brand has-checked:text-on-brand has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={period === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`leaderboard.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
