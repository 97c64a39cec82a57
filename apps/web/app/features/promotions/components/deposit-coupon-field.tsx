import { couponBonusFor } from '@vitrine/contract/bonuses.ts';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useCouponCheck } from '../hooks/use-coupon-check';
import { appliedCouponCode } from '../model/coupon-check';

/**
 * The deposit dialog's coupon (issue 37; the dialog's `DepositCouponFieldProps`): the §4 machine
 * of /promo-codes, checked on 'Aplicar', on Enter or when the field is left; a valid code shows
 * what it adds to the amount typed. Loaded only when 'Tenho um cupom' opens (it brings the
 * contract's coupon maths and its schemas).
 */
export function DepositCouponField({
  amount,
  initialText,
  onTextChange,
  onAppliedChange,
  locale,
}: {
  amount: number | null;
  initialText: string;
  onTextChange: (text: string) => void;
  onAppliedChange: (code: string | null) => void;
  locale: Locale;
}) {
  // Opened from any page: the namespace may still be on its way.
  const { t, ready } = useTranslation('promotions');
  const inputId = useId();
  const statusId = useId();
  const machine = useCouponCheck(initialText, (next) => {
    onTextChange(next.text);
    onAppliedChange(appliedCouponCode(next));
  });
  const { state, check } = machine;
  // A code the dialog opened with (or kept from a refused charge) is checked at once.
  const [checkOnOpen] = useState(initialText.trim() !== '');
  useEffect(() => {
    if (checkOnOpen) check();
  }, [checkOnOpen, check]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the coupon; it does not generate the PIX.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    check();
  };
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  const invalid = state.status === 'invalid';
  if (!ready) return null;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('coupon.fieldLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={state.text}
          onChange={(event) => machine.setText(event.target.value)}
          onBlur={check}
          onKeyDown={onKeyDown}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={state.status === 'unverified' ? undefined : statusId}
          className={`${inputClasses} min-w-0 flex-1 uppercase`}
        />
        <Button variant="secondary" onClick={check} disabled={state.status === 'checking'}>
          {t('coupon.apply')}
        </Button>
      </div>
      <div id={statusId} role="status" aria-busy={state.status === 'checking'} className="text-sm">
        {state.status === 'checking' && (
          <p className="flex items-center gap-2 text-fg-muted">
            <Spinner className="size-4" />
            {t('codes.checking')}
          </p>
        )}
        {state.status === 'valid' && (
          <p className="font-semibold">
            {amount !== null && amount < state.coupon.min_deposit
              ? t('coupon.minDeposit', { amount: brl(state.coupon.min_deposit) })
              : t('coupon.bonus', { amount: brl(couponBonusFor(state.coupon, amount ?? 0)) })}
          </p>
        )}
        {invalid && (
          <p className="text-danger">
            {state.retryable
              ? t('codes.unreachable')
              : (state.message ?? t('codes.invalidFallback'))}
          </p>
        )}
      </div>
    </div>
  );
}
