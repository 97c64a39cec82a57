import { LIMIT_PERIODS } from '@vitrine/contract/responsible-gaming.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ListMessage } from '~/components/ui/list-message';
import { SkeletonRows } from '~/components/ui/skeleton';
import { useLimits } from '../../api/get-limits';
import { formatMinutes, LIMIT_CARD_KINDS } from '../../model/limit-display';
import { LimitCard } from './limit-card';

/** Deposit, loss, amount bet and time on the site, each per day, week and month (issue 35). */
export function LimitsSection({ enabled, intl }: { enabled: boolean; intl: string }) {
  const { t } = useTranslation('responsible-gaming');
  const limits = useLimits(enabled);

  return (
    <Card title={t('page.limits.heading')} id="limites">
      {limits.isError ? (
        <ListMessage
          role="alert"
          title={t('page.limits.failed')}
          action={
            <Button variant="secondary" onClick={() => void limits.refetch()}>
              {t('page.retry')}
            </Button>
          }
        />
      ) : !limits.data ? (
        <SkeletonRows rows={4} label={t('page.limits.loading')} />
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-fg-muted">
            {t('page.limits.coolingOff', {
              time: formatMinutes(limits.data.cooling_off_minutes),
            })}
          </p>
          {LIMIT_CARD_KINDS.map((kind) => (
            <section key={kind} aria-label={t(`page.limits.kind.${kind}`)}>
              <h3 className="mb-2 font-bold">{t(`page.limits.kind.${kind}`)}</h3>
              <ul className="grid gap-3 md:grid-cols-3">
                {LIMIT_PERIODS.map((period) => (
                  <LimitCard
                    key={period}
                    kind={kind}
                    period={period}
                    status={limits.data.limits.find(
                      (limit) => limit.kind === kind && limit.period === period,
                    )}
                    intl={intl}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
