import type { PlayerBox } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { formatBRL } from '~/lib/money';
import { useSellBox } from '../api/sell-box';
import { refusalOf } from '~/lib/http/http-error';

/** "Vender por R$ x" of an unopened box: a question first, as the box cannot be had back. */
export function SellBoxDialog({
  box,
  intl,
  onClose,
  onSold,
  onDone,
}: {
  box: PlayerBox;
  intl: string;
  onClose: () => void;
  onSold: (value: number) => void;
  /** Where focus goes once sold: the box's row is gone. */
  onDone: () => void;
}) {
  const { t } = useTranslation('boxes');
  const sell = useSellBox();
  const value = formatBRL(box.sell_value, intl);
  return (
    <ConfirmDialog
      title={t('mine.confirmTitle', { box: box.box.name })}
      description={t('mine.confirmText', { value })}
      backLabel={t('mine.back')}
      confirmLabel={t('mine.confirm')}
      confirmingLabel={t('mine.confirming')}
      pending={sell.isPending}
      failure={sell.isError ? (refusalOf(sell.error) ?? t('opening.failed')) : null}
      onConfirm={(done) =>
        sell.mutate(box.id, {
          onSuccess: (answer) => {
            onSold(answer.sold.value);
            done();
          },
        })
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
