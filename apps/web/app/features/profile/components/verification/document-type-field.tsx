import { DOCUMENT_TYPES, type DocumentType } from '@vitrine/contract/accounts.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The kind of document being sent, as a group of radio buttons. */
export function DocumentTypeField({
  value,
  error,
  disabled,
  firstOptionRef,
  onChange,
}: {
  value: DocumentType | null;
  error: string | null;
  disabled: boolean;
  /** Focus lands on the first option when the type is missing. */
  firstOptionRef: React.Ref<HTMLInputElement>;
  onChange: (type: DocumentType) => void;
}) {
  const { t } = useTranslation('profile');
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="mb-1 text-sm font-semibold">{t('documents.upload.type')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DOCUMENT_TYPES.map((documentType, index) => (
          <label
            key={documentType}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 has-[:checked]:border-accent"
          >
            <input
              ref={index === 0 ? firstOptionRef : undefined}
              type="radio"
              name="document-type"
              value={documentType}
              checked={value === documentType}
              onChange={() => onChange(documentType)}
              className="size-4 accent-accent"
            />
            {t(`documents.types.${documentType}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
