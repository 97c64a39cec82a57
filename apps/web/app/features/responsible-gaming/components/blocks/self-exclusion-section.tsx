import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import type { SelfExclusionChoice } from '../../api/self-exclude';

// The confirmation loads on the first "Autoexcluir", not with the page (docs/performance.md).
const SelfExclusionDialog = lazy(() => import('./self-exclusion-dialog'));

export const SELF_EXCLUSION_MONTHS = [1, 3, 6, 12] as const;
type ExclusionOption = `${(typeof SELF_EXCLUSION_MONTHS)[number]}` | 'indefinite';

function choiceOf(option: ExclusionOption): SelfExclusionChoice {
  return option === 'indefinite'
    ? { value: 1, date: 'indefinite' }
    : { value: Number(option) as (typeof SELF_EXCLUSION_MONTHS)[number], date: 'months' };
}

/** Self-exclusion at this operator: 1, 3, 6 or 12 months, or indefinite, after the consequences. */
export function SelfExclusionSection({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation('responsible-gaming');
  const [option, setOption] = useState<ExclusionOption>('1');
  const [asking, setAsking] = useState(false);
  const termOf = (chosen: ExclusionOption) =>
    chosen === 'indefinite'
      ? t('page.exclusion.indefinite')
      : t('page.exclusion.months', { count: Number(chosen) });

  return (
    <Card title={t('page.exclusion.heading')} id="autoexclusao">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <p className="text-sm text-fg-muted">{t('page.exclusion.text')}</p>
        <RadioCardGroup legend={t('page.exclusion.legend')}>
          {(describedBy) =>
            [
              ...SELF_EXCLUSION_MONTHS.map((months) => `${months}` as const),
              'indefinite' as const,
            ].map((value) => (
              <RadioCard
                key={value}
                name="self-exclusion"
                value={value}
                checked={option === value}
                onChange={() => setOption(value)}
                aria-describedby={describedBy}
                label={termOf(value)}
              />
            ))
          }
        </RadioCardGroup>
        <div>
          <Button type="submit">{t('page.exclusion.submit')}</Button>
        </div>
      </form>
      {asking && (
        <Suspense fallback={null}>
          <SelfExclusionDialog
            choice={choiceOf(option)}
            term={termOf(option)}
            onClose={() => setAsking(false)}
            onExcluded={onExcluded}
          />
        </Suspense>
      )}
    </Card>
  );
}
