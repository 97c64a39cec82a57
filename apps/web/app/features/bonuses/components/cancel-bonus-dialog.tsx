import type { Bonus } from '@vitrine/contract/bonuses.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useCancelBonus } from '../api/cancel-bonus';
import { refusalOf } from '~/lib/http/http-error';

/**
 * The question before giving a bonus up, with what it costs: the bonus balance it leaves. On
 * confirm the bonus is cancelled, the wallet and the list refreshed; focus goes to `onDone`'s place.
 */
export function CancelBonusDialog({
  bonus,
  bonusBalance,
  locale,
  onWallet,
  onClose,
  onDone,
}: {
  bonus: Bonus;
  /** The wallet's bonus balance: what is lost (the bonus's amount while it is unknown). */
  bonusBalance: number | null;
  locale: Locale;
  onWallet: (wallet: Wallet) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('bonuses');
  const cancel = useCancelBonus(onWallet);
  const lost = formatBRL(bonusBalance ?? bonus.amount, intlLocale(locale));
  return (
    <ConfirmDialog
      title={t('cancel.title')}
      description={t('cancel.description', { amount: lost })}
      backLabel={t('cancel.back')}
      confirmLabel={t('cancel.confirm')}
      confirmingLabel={t('cancel.confirming')}
      pending={cancel.isPending}
      failure={cancel.isError ? (refusalOf(cancel.error) ?? t('cancel.failed')) : null}
      onConfirm={(done) =>
        cancel.mutate(bonus.id, {
          onSuccess: () => {
            toast.success(t('cancel.done'));
            done();
          },
        })
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
