import type { Document } from '@vitrine/contract/accounts.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { serverFormErrors } from '~/lib/form-errors';
import { useCancelDocument } from '../../api/cancel-document';

/** Asks before withdrawing a pending document (`POST /documents/cancel/{id}`). */
export function CancelDocumentDialog({
  document,
  onClose,
  onCancelled,
}: {
  document: Document;
  onClose: () => void;
  /** After a cancel the button that opened the dialog is gone: focus goes where this says. */
  onCancelled: () => void;
}) {
  const { t } = useTranslation('profile');
  const cancel = useCancelDocument();
  const type = t(`documents.types.${document.type}`);
  const failure = cancel.isError
    ? (serverFormErrors(cancel.error).message ?? t('documents.cancel.failed'))
    : null;
  return (
    <ConfirmDialog
      title={t('documents.cancel.title')}
      description={t('documents.cancel.description', { type })}
      closeLabel={t('common.close')}
      backLabel={t('documents.cancel.back')}
      confirmLabel={t('documents.cancel.confirm')}
      confirmingLabel={t('documents.cancel.confirming')}
      pending={cancel.isPending}
      failure={failure}
      onConfirm={(done) =>
        cancel.mutate(document.id, {
          onSuccess: () => {
            toast.success(t('documents.cancel.done'));
            done();
          },
        })
      }
      onClose={onClose}
      onDone={onCancelled}
    />
  );
}
