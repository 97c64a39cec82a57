import type { DocumentType } from '@vitrine/contract/accounts.ts';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SubmitButton } from '~/components/ui/button';
import { FormShell } from '~/components/ui/field';
import { serverFormErrors } from '~/lib/form-errors';
import { useUploadDocument } from '../../api/upload-document';
import { useFilePreview } from '../../hooks/use-file-preview';
import { usePageLocale } from '../../hooks/use-page-locale';
import { uploadFileProblem } from '../../model/upload-checks';
import { uploadProblemText } from '../../model/upload-problem';
import { DocumentFileField } from './document-file-field';
import { DocumentTypeField } from './document-type-field';

/**
 * `POST /documents/upload`: the type, then the file — checked for type and size before sending
 * (§5), previewed (pictures) or named (PDF). Sending shows its progress and blocks a double send.
 */
export function DocumentUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const preview = useFilePreview();
  const upload = useUploadDocument();
  const [type, setType] = useState<DocumentType | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const firstType = useRef<HTMLInputElement>(null);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again after removing it must fire `change` again.
    event.target.value = '';
    if (!file) return;
    setFormError(null);
    const refused = uploadFileProblem(file, 'document');
    if (refused) {
      preview.select(null);
      setFileError(uploadProblemText(t, 'documents.upload', refused, file, intl));
      return;
    }
    setFileError(null);
    preview.select(file);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!type) {
      setTypeError(t('documents.upload.typeRequired'));
      firstType.current?.focus();
      return;
    }
    if (!preview.file) {
      setFileError(t('documents.upload.fileRequired'));
      fileInput.current?.focus();
      return;
    }
    setFormError(null);
    upload.mutate(
      { type, file: preview.file },
      {
        onSuccess: () => {
          toast.success(t('documents.upload.sent'));
          preview.select(null);
          setType(null);
          onUploaded();
        },
        onError: (error) => {
          const refused = serverFormErrors(error);
          if (refused.fields.document) setFileError(refused.fields.document);
          else if (refused.fields.type) setTypeError(refused.fields.type);
          else setFormError(refused.message ?? t('documents.upload.failed'));
        },
      },
    );
  }

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-4">
      <DocumentTypeField
        value={type}
        error={typeError}
        disabled={upload.isPending}
        firstOptionRef={firstType}
        onChange={(chosen) => {
          setType(chosen);
          setTypeError(null);
        }}
      />
      <DocumentFileField
        file={preview.file}
        previewUrl={preview.previewUrl}
        error={fileError}
        disabled={upload.isPending}
        inputRef={fileInput}
        onChoose={onChoose}
        onRemove={() => {
          preview.select(null);
          fileInput.current?.focus();
        }}
      />
      {upload.isPending && (
        // fetch reports no upload progress: an indeterminate bar says it is under way.
        <div
          role="progressbar"
          aria-label={t('documents.upload.submitting')}
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-overlay"
        >
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand" />
        </div>
      )}
      <div>
        <SubmitButton pending={upload.isPending} pendingLabel={t('documents.upload.submitting')}>
          {t('documents.upload.submit')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
