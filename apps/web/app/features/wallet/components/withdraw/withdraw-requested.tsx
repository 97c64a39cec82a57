import type { WithdrawalResponse } from '@vitrine/contract/withdrawals.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { withdrawalStatusLabelKey } from '../../model/withdrawals';

/** The withdrawal just requested, as it now stands (pending), and the balance after it. */
export function WithdrawRequested({
  answer,
  locale,
  onClose,
}: {
  answer: WithdrawalResponse;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  const { withdrawal } = answer;
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <p className="text-lg font-bold">{t('withdraw.requestedTitle')}</p>
      <p>
        {t('withdraw.requestedText', {
          amount: brl(withdrawal.amount),
          key: withdrawal.method.key,
        })}
      </p>
      <p className="font-semibold">
        {t('withdraw.requestedStatus', { status: t(withdrawalStatusLabelKey(withdrawal.status)) })}
      </p>
      <p>{t('withdraw.balanceNow', { balance: brl(answer.balance) })}</p>
      <Button onClick={onClose} className="mt-2 w-full">
        {t('withdraw.done')}
      </Button>
    </div>
  );
}
