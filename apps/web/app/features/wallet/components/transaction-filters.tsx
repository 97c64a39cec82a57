import {
  TRANSACTION_PERIODS,
  TRANSACTION_TYPES,
  type TransactionPeriod,
  type TransactionType,
} from '@vitrine/contract/wallet.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionFilter } from '../api/wallet-keys';

const SELECT_CLASSES =
  'min-h-11 w-full rounded-lg border border-line bg-surface-overlay px-3 text-base text-fg';

/** The transactions history's type and period: two labelled native selects (keyboard as usual). */
export function TransactionFilters({
  filter,
  onChange,
}: {
  filter: TransactionFilter;
  onChange: (name: keyof TransactionFilter, value: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:max-w-lg">
      <legend className="sr-only">{t('history.filters')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-sm font-semibold text-fg-muted">
          {t('history.typeLabel')}
        </label>
        <select
          id={`${id}-type`}
          className={SELECT_CLASSES}
          value={filter.type ?? ''}
          onChange={(event) => onChange('type', event.target.value)}
        >
          <option value="">{t('history.types.all')}</option>
          {TRANSACTION_TYPES.map((type: TransactionType) => (
            <option key={type} value={type}>
              {t(`history.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-period`} className="text-sm font-semibold text-fg-muted">
          {t('history.periodLabel')}
        </label>
        <select
          id={`${id}-period`}
          className={SELECT_CLASSES}
          value={filter.period ?? ''}
          onChange={(event) => onChange('period', event.target.value)}
        >
          <option value="">{t('history.periods.all')}</option>
          {TRANSACTION_PERIODS.map((period: TransactionPeriod) => (
            <option key={period} value={period}>
              {t(`history.periods.${period}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
