import type {
  LimitChangeResponse,
  LimitKind,
  LimitPeriod,
  LimitStatus,
} from '@vitrine/contract/responsible-gaming.ts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '~/components/ui/button';
import { formatSaoPauloMoment } from '~/lib/dates';
import { formatLimitAmount, limitTitleKey, limitUsedPercent } from '../../model/limit-display';
import { LimitForm } from './limit-form';

/** One limit (a kind and a period): what is in force, the period's use, a waiting change, the form. */
export function LimitCard({
  kind,
  period,
  status,
  intl,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  /** Absent: the player never set this limit. */
  status: LimitStatus | undefined;
  intl: string;
}) {
  const { t } = useTranslation('responsible-gaming');
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [saved, setSaved] = useState<LimitChangeResponse | null>(null);
  const amount = status?.amount ?? null;
  const format = (value: number) => formatLimitAmount(kind, value, intl);
  const title = t(limitTitleKey(kind, period));

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
    >
      <h4 id={titleId} className="font-semibold">
        {title}
      </h4>
      <p className="text-lg font-bold">
        {amount === null ? t('page.limits.none') : format(amount)}
      </p>
      {status && amount !== null && (
        <>
          <div
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={limitUsedPercent(status.used, amount)}
            aria-valuetext={t('page.limits.used', {
              used: format(status.used),
              amount: format(amount),
            })}
            className="h-2 overflow-hidden rounded-full bg-surface-overlay"
          >
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${limitUsedPercent(status.used, amount)}%` }}
            />
          </div>
          <p className="text-sm">
            {t('page.limits.used', { used: format(status.used), amount: format(amount) })}
          </p>
          {status.left !== null && (
            <p className="text-sm font-semibold">
              {t('page.limits.left', { left: format(status.left) })}
            </p>
          )}
        </>
      )}
      {status && amount === null && status.used > 0 && (
        <p className="text-sm">{t('page.limits.usedNoLimit', { used: format(status.used) })}</p>
      )}
      {status && (
        <p className="text-sm text-fg-muted">
          {t('page.limits.resets', { date: formatSaoPauloMoment(status.resets_at, intl) })}
        </p>
      )}
      {status?.pending && (
        <p className="rounded-lg bg-surface-overlay px-3 py-2 text-sm">
          {status.pending.amount === null
            ? t('page.limits.pendingRemoval', {
                date: formatSaoPauloMoment(status.pending.effective_at, intl),
              })
            : t('page.limits.pending', {
                amount: format(status.pending.amount),
                date: formatSaoPauloMoment(status.pending.effective_at, intl),
              })}
        </p>
      )}
      <p role="status" className="text-sm font-semibold empty:hidden">
        {saved
          ? saved.immediate
            ? t('page.limits.appliedNow')
            : t('page.limits.appliesAt', {
                date: formatSaoPauloMoment(saved.effective_at, intl),
              })
          : null}
      </p>
      <div>
        <button
          ref={toggle}
          type="button"
          className={buttonClasses('secondary', 'sm')}
          aria-expanded={editing}
          aria-describedby={titleId}
          onClick={() => {
            setSaved(null);
            setEditing((open) => !open);
          }}
        >
          {amount === null ? t('page.limits.set') : t('page.limits.change')}
        </button>
      </div>
      {editing && (
        <LimitForm
          kind={kind}
          period={period}
          hasLimit={amount !== null}
          onSaved={(answer) => {
            setSaved(answer);
            setEditing(false);
            toggle.current?.focus();
          }}
          onCancel={() => {
            setEditing(false);
            toggle.current?.focus();
          }}
        />
      )}
    </li>
  );
}
