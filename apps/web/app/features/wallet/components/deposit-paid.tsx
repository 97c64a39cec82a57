import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { type Locale, intlLocale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/** §4 "PIX deposit": the deposit landed; the balance the event told, else the wallet's refetch. */
export function DepositPaid({
  amount,
  balance,
  locale,
  onClose,
}: {
  amount: number;
  balance: number | null;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <p className="text-xl font-bold">{t('deposit.paidTitle')}</p>
      <p>{t('deposit.paidAmount', { amount: brl(amount) })}</p>
      {balance !== null && <p>{t('deposit.paidBalance', { balance: brl(balance) })}</p>}
      <Button onClick={onClose}>{t('deposit.close')}</Button>
    </div>
  );
}
