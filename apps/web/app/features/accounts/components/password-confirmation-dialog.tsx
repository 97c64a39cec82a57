import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import { DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { FormShell, PasswordField } from '~/components/ui/field';
import { useApiClient } from '~/lib/api-client-context';
import { serverFormErrors } from '~/lib/form-errors';
import { confirmPassword } from '../api/confirm-password';
import { SessionDialog } from './session-dialog';

/**
 * After the tenant's idle minutes (Portaria SPA/MF 722/2024) a money call waits for the password:
 * confirmed, the call is sent again; cancelled, it fails with the platform's message. Whatever
 * dialog the call came from stays beneath, with what the player typed.
 */
export default function PasswordConfirmationDialog({
  onDone,
}: {
  /** true once the session is confirmed, false when the player cancels. */
  onDone: (confirmed: boolean) => void;
}) {
  const { t, ready } = useTranslation('session');
  const client = useApiClient();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      setFieldError(t('confirmPassword.required'));
      return;
    }
    setPending(true);
    try {
      await confirmPassword(client, password);
      onDone(true);
    } catch (error) {
      const refusal = serverFormErrors(error);
      setFieldError(refusal.fields.password);
      setFormError(
        refusal.fields.password ? null : (refusal.message ?? t('confirmPassword.failed')),
      );
      setPending(false);
    }
  }

  if (!ready) return null;
  return (
    <SessionDialog onClose={() => onDone(false)} className="p-6">
      <DialogTitle className="text-xl font-bold">{t('confirmPassword.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-fg-muted">
        {t('confirmPassword.description')}
      </DialogDescription>
      <FormShell
        onSubmit={(event) => void onSubmit(event)}
        error={formError}
        className="mt-4 flex flex-col gap-4"
      >
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={fieldError}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(undefined);
          }}
        />
        <SubmitButton pending={pending} pendingLabel={t('confirmPassword.confirming')}>
          {t('confirmPassword.confirm')}
        </SubmitButton>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('confirmPassword.cancel')}
        </Button>
      </FormShell>
    </SessionDialog>
  );
}
