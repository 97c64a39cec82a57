import type { Withdrawal } from '@vitrine/contract/withdrawals.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { FormError } from '~/components/ui/field';
import { intlLocale, type Locale } from '~/i18n/config';
import { formatBRL } from '~/lib/money';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { refusalMessage } from '../api/refusal-message';

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
  // Read after the dialog has gone (Radix moves focus once it is unmounted).
  const cancelled = useRef(false);
  const amount = formatBRL(withdrawal.amount, intlLocale(locale));
  const failure = cancel.isError ? (refusalMessage(cancel.error) ?? t('unknownError')) : null;
  return (
    <Dialog
      open
      role="alertdialog"
      layout="alert"
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
      title={t('withdrawal.cancelTitle')}
      description={t('cancel.description', { amount })}
      onCloseAutoFocus={(event) => {
        if (!cancelled.current) return;
        event.preventDefault();
        onCancelled();
      }}
    >
      <div className="flex flex-col gap-3">
        <FormError>{failure}</FormError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('cancel.back')}
          </Button>
          <Button
            onClick={() =>
              cancel.mutate(withdrawal.id, {
                onSuccess: () => {
                  cancelled.current = true;
                  toast.success(t('cancel.done', { amount }));
                  onClose();
                },
              })
            }
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending ? t('cancel.confirming') : t('cancel.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
