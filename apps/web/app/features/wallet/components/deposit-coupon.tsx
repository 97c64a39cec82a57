import { type ComponentType, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';

/**
 * The coupon field the deposit dialog is given (issue 37): the promotions feature builds it and
 * the route layer hands it over, loaded when the player opens 'Tenho um cupom'. It reports the
 * text (kept by the dialog, so a refused charge loses nothing) and the code to send: only one
 * the platform said is valid.
 */
export interface DepositCouponFieldProps {
  /** The amount typed, in centavos; null while it is not a number. */
  amount: number | null;
  initialText: string;
  onTextChange: (text: string) => void;
  onAppliedChange: (code: string | null) => void;
  locale: Locale;
}
export type DepositCouponField = ComponentType<DepositCouponFieldProps>;

/** 'Tenho um cupom': a toggle that reveals the coupon field. */
export function DepositCoupon({
  Field,
  open,
  onOpenChange,
  ...fieldProps
}: DepositCouponFieldProps & {
  Field: DepositCouponField;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('wallet');
  const regionId = useId();
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => onOpenChange(!open)}
        className="self-start text-sm font-semibold underline underline-offset-4"
      >
        {t('deposit.couponToggle')}
      </button>
      <div id={regionId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <Field {...fieldProps} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
