import type { PauseRequest } from '@vitrine/contract/responsible-gaming.ts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { usePausePlay } from '../../api/pause-play';
import { refusalMessage } from '../../api/refusal-message';

/** "Fazer uma pausa?": what the pause stops, and that it cannot be undone before it ends. */
export default function PauseConfirmDialog({
  request,
  dateText,
  onClose,
  onDone,
}: {
  request: PauseRequest;
  /** The chosen date as the player reads it, for a pause until a date. */
  dateText: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const pause = usePausePlay();
  return (
    <ConfirmDialog
      title={t('page.pause.confirmTitle')}
      description={
        'days' in request
          ? t('page.pause.confirmDays', { count: request.days })
          : t('page.pause.confirmDate', { date: dateText })
      }
      backLabel={t('page.pause.back')}
      confirmLabel={t('page.pause.confirm')}
      confirmingLabel={t('page.pause.confirming')}
      pending={pause.isPending}
      failure={pause.isError ? (refusalMessage(pause.error) ?? t('page.pause.failedSave')) : null}
      onConfirm={(done) => pause.mutate(request, { onSuccess: done })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
