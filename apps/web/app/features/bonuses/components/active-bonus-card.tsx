import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatSaoPauloMoment } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import type { BonusWithProgress } from '../api/get-bonuses';

/**
 * The active bonus: its name and amount, the rollover bar (wagered of required), the deadline on
 * Brazil's clock, the largest stake allowed, and the way to give it up.
 */
export function ActiveBonusCard({
  bonus,
  locale,
  onCancel,
}: {
  bonus: BonusWithProgress;
  locale: Locale;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bonuses');
  const intl = intlLocale(locale);
  const brl = (centavos: number) => formatBRL(centavos, intl);
  const { percent } = bonus;
  const wagered = t('active.wagered', {
    wagered: brl(bonus.wagered),
    required: brl(bonus.required),
  });

  return (
    <section
      aria-labelledby="active-bonus-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="active-bonus-heading" className="text-sm font-semibold text-fg-muted">
          {t('active.heading')}
        </h2>
        <p className="text-lg font-bold [overflow-wrap:anywhere]">
          <bdi>{bonus.name}</bdi>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('active.amount')}</dt>
          <dd className="text-xl font-bold tabular-nums">{brl(bonus.amount)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('active.multiplier')}</dt>
          <dd>{t('active.multiplierValue', { count: bonus.rollover_multiplier })}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('active.maxBet')}</dt>
          <dd className="tabular-nums">
            {bonus.max_bet === null ? t('active.noMaxBet') : brl(bonus.max_bet)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-sm text-fg-muted">{t('active.deadline')}</dt>
          <dd>
            {t('active.deadlineValue', { moment: formatSaoPauloMoment(bonus.expires_at, intl) })}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1">
        <div
          role="progressbar"
          aria-label={t('active.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={wagered}
          className="h-3 w-full overflow-hidden rounded-full bg-surface-overlay"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="tabular-nums">{wagered}</span>
          <span className="text-fg-muted">{t('active.percent', { percent })}</span>
        </p>
      </div>
      <Button variant="secondary" className="self-start" onClick={onCancel}>
        {t('active.cancel')}
      </Button>
    </section>
  );
}
