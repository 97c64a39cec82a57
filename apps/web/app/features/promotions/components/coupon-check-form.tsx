import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import type { Locale } from '~/core/i18n/config';
import type { useCouponCheck } from '../hooks/use-coupon-check';
import { CouponTerms } from './coupon-terms';

type CouponCheck = ReturnType<typeof useCouponCheck>;

/**
 * `/promo-codes`' field (§4 "Coupon"): 'Verificar' (or Enter) checks the code, 'Limpar' resets it,
 * and the answer says what the code gives, with the deposit to use it in, or why not.
 */
export function CouponCheckForm({
  machine,
  locale,
  onUse,
}: {
  machine: CouponCheck;
  locale: Locale;
  onUse: (code: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const inputId = useId();
  const statusId = useId();
  const { state } = machine;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    machine.check();
  };
  const invalid = state.status === 'invalid';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t('codes.fieldLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={state.text}
          onChange={(event) => machine.setText(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={state.status === 'unverified' ? undefined : statusId}
          className={`${inputClasses} min-w-0 flex-1 uppercase`}
        />
        <Button type="submit" disabled={state.status === 'checking'}>
          {t('codes.verify')}
        </Button>
        <Button variant="secondary" onClick={machine.clear}>
          {t('codes.clear')}
        </Button>
      </div>
      <div
        id={statusId}
        role="status"
        aria-live="polite"
        aria-busy={state.status === 'checking'}
        className="min-h-6"
      >
        {state.status === 'checking' && (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner className="size-4" />
            {t('codes.checking')}
          </p>
        )}
        {state.status === 'valid' && (
          <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4">
            <p className="font-semibold">{t('codes.valid', { code: state.code })}</p>
            <p className="text-sm">
              <CouponTerms coupon={state.coupon} locale={locale} />
            </p>
            <Button className="self-start" onClick={() => onUse(state.code)}>
              {t('codes.use')}
            </Button>
          </div>
        )}
        {state.status === 'invalid' && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-danger">
            <p>
              {state.retryable
                ? t('codes.unreachable')
                : (state.message ?? t('codes.invalidFallback'))}
            </p>
            {state.retryable && (
              <Button variant="secondary" size="sm" onClick={machine.check}>
                {t('codes.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
