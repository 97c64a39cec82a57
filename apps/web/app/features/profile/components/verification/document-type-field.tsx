import { DOCUMENT_TYPES, type DocumentType } from '@vitrine/contract/accounts.ts';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';

/** The kind of document being sent, as a group of radio cards. */
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
  return (
    <RadioCardGroup legend={t('documents.upload.type')} error={error} disabled={disabled}>
      {(describedBy) =>
        DOCUMENT_TYPES.map((documentType, index) => (
          <RadioCard
            key={documentType}
            ref={index === 0 ? firstOptionRef : undefined}
            label={t(`documents.types.${documentType}`)}
            name="document-type"
            value={documentType}
            checked={value === documentType}
            onChange={() => onChange(documentType)}
            aria-describedby={describedBy}
          />
        ))
      }
    </RadioCardGroup>
  );
}
