import type { BoxSummary } from '@vitrine/contract/boxes.ts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '~/components/ui/dialog';
import { BoxOpening } from './box-opening';

/** "Minhas caixas": one box opened in a dialog, the reel and then the prize. */
export function OpenBoxDialog({
  playerBoxId,
  boxName,
  onClose,
  onOpened,
}: {
  playerBoxId: number;
  boxName: string | null;
  onClose: () => void;
  onOpened?: (box: BoxSummary) => void;
}) {
  const { t } = useTranslation('boxes');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={boxName === null ? t('mine.open') : t('opening.dialogTitle', { box: boxName })}
      closeLabel={t('opening.close')}
      className="sm:w-[36rem]"
    >
      <div className="overflow-y-auto p-4">
        <BoxOpening playerBoxId={playerBoxId} onKeep={onClose} onOpened={onOpened} />
      </div>
    </Dialog>
  );
}
