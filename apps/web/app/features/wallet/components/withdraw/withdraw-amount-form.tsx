import type { WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import {
  amountProblemMessage,
  type WithdrawalLimits,
  withdrawalAmountProblem,
  withdrawalRangeMessage,
} from '../../model/deposit-amount';
import { useAmountSubmit } from '../../hooks/use-amount-submit';
import { AmountField } from '../amount-field';
import { pixKeyLabel } from './pix-key-label';

/**
 * The amount of a withdrawal to the chosen key: within the tenant's range, shown as 'Valor: (min ~
 * max)' (§5), and no more than the withdrawable balance. The text is kept by the flow, so a refused
 * request leaves what was typed in place.
 */
export function WithdrawAmountForm({
  method,
  amountText,
  onAmountTextChange,
  limits,
  withdrawable,
  locale,
  pending,
  failure,
  onChangeKey,
  onRequest,
}: {
  method: WithdrawMethod;
  amountText: string;
  onAmountTextChange: (text: string) => void;
  limits: WithdrawalLimits;
  /** `balance_withdrawal` in centavos. */
  withdrawable: number;
  locale: Locale;
  pending: boolean;
  failure: string | null;
  onChangeKey: () => void;
  onRequest: (amount: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const problem = withdrawalAmountProblem(amountText, limits, { balance_withdrawal: withdrawable });
  const { shownProblem, submit } = useAmountSubmit(amountText, problem, onRequest);
  const message = shownProblem ? amountProblemMessage(shownProblem, locale) : null;
  const range = withdrawalRangeMessage(limits, locale);
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-3">
        <p className="flex min-w-0 flex-col">
          <span className="text-sm text-fg-muted">{t('withdraw.sendingTo')}</span>
          <span className="font-semibold break-all">{pixKeyLabel(t, method)}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={onChangeKey} disabled={pending}>
          {t('withdraw.changeKey')}
        </Button>
      </div>
      <p className="text-sm">{t('withdraw.available', { amount: brl(withdrawable) })}</p>
      <AmountField
        label={t('withdraw.amountLabel')}
        text={amountText}
        onTextChange={onAmountTextChange}
        problem={message}
        // The range is the hint until it is the error itself: said once, not twice.
        hint={message?.key === range.key ? undefined : t(range.key, range.values)}
      />
      <SubmitButton pending={pending} pendingLabel={t('withdraw.submitting')}>
        {t('withdraw.submit')}
      </SubmitButton>
      <FormError>{failure}</FormError>
    </form>
  );
}
