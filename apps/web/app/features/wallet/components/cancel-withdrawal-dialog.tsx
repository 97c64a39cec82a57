import type { Withdrawal } from '@vitrine/contract/withdrawals.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { failureMessage } from '../api/refusal-message';

/**
 * §4: the player cancels a pending withdrawal after the confirmation titled 'Repensando Decisões'
 * (an alert dialog: Escape or "Voltar" keep the withdrawal).
 */
export function CancelWithdrawalDialog({
  withdrawal,
  locale,
  onClose,
  onCancelled,
}: {
  withdrawal: Withdrawal;
  locale: Locale;
  onClose: () => void;
  /** After a cancel the button that opened the dialog is gone: focus goes where this says. */
  onCancelled: () => void;
}) {
  const { t } = useTranslation('wallet');
  const cancel = useCancelWithdrawal();
  const amount = formatBRL(withdrawal.amount, intlLocale(locale));
  return (
    <ConfirmDialog
      title={t('withdrawal.cancelTitle')}
      description={t('cancel.description', { amount })}
      backLabel={t('cancel.back')}
      confirmLabel={t('cancel.confirm')}
      confirmingLabel={t('cancel.confirming')}
      pending={cancel.isPending}
      failure={cancel.isError ? (failureMessage(cancel.error, t) ?? t('unknownError')) : null}
      onConfirm={(done) =>
        cancel.mutate(withdrawal.id, {
          onSuccess: () => {
            toast.success(t('cancel.done', { amount }));
            done();
          },
        })
      }
      onClose={onClose}
      onDone={onCancelled}
    />
  );
}
