import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import type { Locale } from '~/core/i18n/config';
import { intlLocale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import {
  amountProblemMessage,
  type DepositLimits,
  depositAmountProblem,
  formatAmountField,
} from '../model/deposit-amount';
import { useAmountSubmit } from '../hooks/use-amount-submit';
import { AmountField } from './amount-field';

/**
 * The amount of a deposit: the tenant's presets and a field the player types into. The text is
 * kept by the dialog, so a failed generation leaves what was typed in place.
 */
export function DepositAmountForm({
  amountText,
  onAmountTextChange,
  presets,
  limits,
  locale,
  pending,
  failure,
  onGenerate,
  coupon = null,
}: {
  amountText: string;
  onAmountTextChange: (text: string) => void;
  presets: number[];
  limits: DepositLimits;
  locale: Locale;
  pending: boolean;
  /** The generation's failure, shown under the button. */
  failure: string | null;
  onGenerate: (amount: number) => void;
  /** Issue 37: 'Tenho um cupom' and its field, under the amount (none on a regulated brand). */
  coupon?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const problem = depositAmountProblem(amountText, limits);
  const { shownProblem, submit } = useAmountSubmit(amountText, problem, onGenerate);
  const message = shownProblem ? amountProblemMessage(shownProblem, locale) : null;
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {presets.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('deposit.presets')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {presets.map((value) => {
              const text = formatAmountField(value);
              return (
                <Button
                  key={value}
                  variant="secondary"
                  size="sm"
                  aria-pressed={amountText === text}
                  className="aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
                  onClick={() => onAmountTextChange(text)}
                >
                  {brl(value)}
                </Button>
              );
            })}
          </div>
        </fieldset>
      )}
      <AmountField
        label={t('deposit.amountLabel')}
        text={amountText}
        onTextChange={onAmountTextChange}
        problem={message}
        hint={t('deposit.limits', { min: brl(limits.min_deposit), max: brl(limits.max_deposit) })}
      />
      {coupon}
      <SubmitButton pending={pending} pendingLabel={t('deposit.generating')}>
        {t('deposit.generate')}
      </SubmitButton>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </form>
  );
}
