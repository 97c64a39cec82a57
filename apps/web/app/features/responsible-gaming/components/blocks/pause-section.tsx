import { PAUSE_DAYS, type PauseRequest } from '@vitrine/contract/responsible-gaming.ts';
import { brazilianIsoDate } from '@vitrine/contract/brazil-calendar.ts';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { TextField } from '~/components/ui/field';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { SkeletonRows } from '~/components/ui/skeleton';
import { formatSaoPauloDay } from '~/lib/dates';
import { useBlocks } from '../../api/get-blocks';
import { BlockStatus } from './block-status';

// The confirmation loads on the first "Pausar", not with the page (docs/performance.md).
const PauseConfirmDialog = lazy(() => import('./pause-confirm-dialog'));

type PauseChoice = `${(typeof PAUSE_DAYS)[number]}` | 'date';

/** What the choice asks the platform for, or null when the date is missing or not after today. */
export function pauseRequestOf(choice: PauseChoice, date: string, now: Date): PauseRequest | null {
  if (choice !== 'date') return { days: Number(choice) as (typeof PAUSE_DAYS)[number] };
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date > brazilianIsoDate(now) ? { until: date } : null;
}

/** A pause of 1, 7 or 30 days or until a date, after a confirmation; then until when it lasts. */
export function PauseSection({ enabled, intl }: { enabled: boolean; intl: string }) {
  const { t } = useTranslation('responsible-gaming');
  const blocks = useBlocks(enabled);
  const [choice, setChoice] = useState<PauseChoice>('1');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [asking, setAsking] = useState<PauseRequest | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const active = blocks.data?.active ?? null;

  return (
    <Card title={t('page.pause.heading')} id="pausa" headingRef={heading}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t('page.pause.text')}</p>
        {blocks.isPending && enabled ? (
          <SkeletonRows rows={1} label={t('page.pause.loading')} />
        ) : blocks.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('page.pause.failed')}{' '}
            <Button size="sm" variant="ghost" onClick={() => void blocks.refetch()}>
              {t('page.retry')}
            </Button>
          </p>
        ) : null}
        {active && <BlockStatus block={active} intl={intl} />}
        {!active && (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const request = pauseRequestOf(choice, date, new Date());
              if (!request) {
                setDateError(t('page.pause.chooseDate'));
                return;
              }
              setDateError(null);
              setAsking(request);
            }}
          >
            <RadioCardGroup legend={t('page.pause.legend')}>
              {(describedBy) => (
                <>
                  {PAUSE_DAYS.map((days) => (
                    <RadioCard
                      key={days}
                      name="pause"
                      value={String(days)}
                      checked={choice === String(days)}
                      onChange={() => setChoice(`${days}`)}
                      aria-describedby={describedBy}
                      label={t('page.pause.days', { count: days })}
                    />
                  ))}
                  <RadioCard
                    name="pause"
                    value="date"
                    checked={choice === 'date'}
                    onChange={() => setChoice('date')}
                    aria-describedby={describedBy}
                    label={t('page.pause.untilDate')}
                  />
                </>
              )}
            </RadioCardGroup>
            {choice === 'date' && (
              <TextField
                type="date"
                label={t('page.pause.dateLabel')}
                value={date}
                min={brazilianIsoDate(new Date())}
                onChange={(event) => setDate(event.target.value)}
                error={dateError}
              />
            )}
            <div>
              <Button type="submit">{t('page.pause.submit')}</Button>
            </div>
          </form>
        )}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <PauseConfirmDialog
            request={asking}
            dateText={'until' in asking ? formatSaoPauloDay(`${asking.until}T12:00:00Z`, intl) : ''}
            onClose={() => setAsking(null)}
            // The form is gone once paused: focus goes to the section's heading.
            onDone={() => heading.current?.focus()}
          />
        </Suspense>
      )}
    </Card>
  );
}
