import type { User } from '@vitrine/contract/accounts.ts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, buttonClasses } from '~/components/ui/button';
import { serverFormErrors } from '~/lib/form-errors';
import { useUploadAvatar } from '../../api/upload-avatar';
import { useFilePreview } from '../../hooks/use-file-preview';
import { usePageLocale } from '../../hooks/use-page-locale';
import {
  acceptAttribute,
  allowedExtensions,
  describeExtensions,
  maxUploadMb,
  uploadFileProblem,
} from '../../model/upload-checks';
import { Avatar } from '../common/avatar';
import { uploadProblemText } from '../../model/upload-problem';

/**
 * The player's picture with its upload (`POST /profile/uploadAvatar`): the file is checked for
 * type and size before anything is sent, previewed, and only sent once the player confirms.
 */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const preview = useFilePreview();
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const saveButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again after cancelling must fire `change` again.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const refused = uploadFileProblem(file, 'avatar');
    if (refused) {
      preview.select(null);
      setProblem(uploadProblemText(t, 'avatar', refused, file, intl));
      return;
    }
    setProblem(null);
    flushSync(() => preview.select(file));
    saveButton.current?.focus();
  }

  function onSave() {
    if (!preview.file) return;
    upload.mutate(preview.file, {
      onSuccess: () => {
        toast.success(t('avatar.saved'));
        preview.select(null);
        fileInput.current?.focus();
      },
    });
  }

  function onCancel() {
    preview.select(null);
    upload.reset();
    fileInput.current?.focus();
  }

  const uploadError = upload.isError ? uploadErrorText(upload.error, t('avatar.failed')) : null;
  const error = problem ?? uploadError;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar
        src={preview.previewUrl ?? user.avatar}
        name={user.name}
        alt={preview.previewUrl ? t('avatar.previewAlt') : t('avatar.alt', { name: user.name })}
        className="size-20 text-2xl sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          {/* The visible control is the label; the real input stays keyboard-focusable. */}
          <label
            htmlFor={inputId}
            className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent`}
          >
            {t('avatar.change')}
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept={acceptAttribute('avatar')}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              disabled={upload.isPending}
              onChange={onChoose}
            />
          </label>
          {preview.file && (
            <>
              <button
                ref={saveButton}
                type="button"
                className={buttonClasses('primary', 'sm')}
                onClick={onSave}
                disabled={upload.isPending}
                aria-busy={upload.isPending}
              >
                {upload.isPending ? t('avatar.saving') : t('avatar.save')}
              </button>
              <Button variant="ghost" size="sm" onClick={onCancel} disabled={upload.isPending}>
                {t('avatar.cancel')}
              </Button>
            </>
          )}
        </div>
        <p id={hintId} className="text-xs text-fg-muted">
          {t('avatar.hint', {
            types: describeExtensions(allowedExtensions('avatar'), intl),
            max: maxUploadMb('avatar'),
          })}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

function uploadErrorText(error: unknown, fallback: string): string {
  const refused = serverFormErrors(error);
  return refused.fields.avatar ?? refused.message ?? fallback;
}
