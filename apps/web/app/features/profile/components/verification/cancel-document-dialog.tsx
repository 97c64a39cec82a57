import type { Document } from '@vitrine/contract/accounts.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '~/components/ui/dialog';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
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
  // Read after the dialog has gone (Radix moves focus once it is unmounted).
  const cancelled = useRef(false);
  const type = t(`documents.types.${document.type}`);
  const failure = cancel.isError
    ? (serverFormErrors(cancel.error).message ?? t('documents.cancel.failed'))
    : null;
  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
      title={t('documents.cancel.title')}
      description={t('documents.cancel.description', { type })}
      closeLabel={t('common.close')}
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
            {t('documents.cancel.back')}
          </Button>
          <Button
            onClick={() =>
              cancel.mutate(document.id, {
                onSuccess: () => {
                  cancelled.current = true;
                  toast.success(t('documents.cancel.done'));
                  onClose();
                },
              })
            }
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending ? t('documents.cancel.confirming') : t('documents.cancel.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
