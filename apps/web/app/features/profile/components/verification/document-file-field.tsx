import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '~/components/ui/button';
import { usePageLocale } from '../../hooks/use-page-locale';
import {
  acceptAttribute,
  allowedExtensions,
  describeExtensions,
  maxUploadMb,
} from '../../model/upload-checks';

/** The file picker of a document, its rules, its error, and the chosen file's preview or name. */
export function DocumentFileField({
  file,
  previewUrl,
  error,
  disabled,
  inputRef,
  onChoose,
  onRemove,
}: {
  file: File | null;
  previewUrl: string | null;
  error: string | null;
  disabled: boolean;
  inputRef: React.Ref<HTMLInputElement>;
  onChoose: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{t('documents.upload.file')}</span>
      <div>
        {/* The visible control is the label; the real input stays keyboard-focusable. */}
        <label
          className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent`}
        >
          {file ? t('documents.upload.chooseAnother') : t('documents.upload.choose')}
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute('document')}
            className="sr-only"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={onChoose}
          />
        </label>
      </div>
      <p id={hintId} className="text-xs text-fg-muted">
        {t('documents.upload.hint', {
          types: describeExtensions(allowedExtensions('document'), intl),
          max: maxUploadMb('document'),
        })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {file && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-2">
          {previewUrl && (
            <img
              src={previewUrl}
              alt={t('documents.upload.previewAlt')}
              className="h-24 w-32 rounded-md bg-surface-overlay object-contain"
            />
          )}
          <p className="min-w-0 flex-1 text-sm break-all">
            {t('documents.upload.selected', { name: file.name })}
          </p>
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled}>
            {t('documents.upload.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
