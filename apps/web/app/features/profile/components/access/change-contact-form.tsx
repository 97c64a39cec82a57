import { zodResolver } from '@hookform/resolvers/zod';
import type { CodeChannel } from '@vitrine/contract/accounts.ts';
import { emailSchema, phoneSchema } from '@vitrine/contract/validation/forms.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SubmitButton } from '~/components/ui/button';
import { FormShell, PhoneField, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { serverFormErrors } from '~/lib/form-errors';
import { useUpdateAccount } from '../../api/update-account';

const emailForm = z.object({ value: emailSchema });
const phoneForm = z.object({ value: phoneSchema });

/** `POST /auth/update` for the e-mail or the phone; the new one then needs verifying. */
export function ChangeContactForm({
  channel,
  current,
  onChanged,
}: {
  channel: CodeChannel;
  current: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const update = useUpdateAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const isEmail = channel === 'email';
  // The server's field and the label the validation messages use.
  const field = isEmail ? 'email' : 'username';
  const prefix = isEmail ? 'access.email' : 'access.phone';
  const form = useForm({
    resolver: zodResolver(isEmail ? emailForm : phoneForm),
    mode: 'onTouched',
    defaultValues: { value: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ value }) => {
    setFormError(null);
    if (value === current) {
      form.setError('value', { message: t(`${prefix}.unchanged`) }, { shouldFocus: true });
      return;
    }
    update.mutate(isEmail ? { email: value } : { username: value }, {
      onSuccess: () => {
        toast.success(t(`${prefix}.saved`));
        form.reset();
        onChanged();
      },
      onError: (error) => {
        const refused = serverFormErrors(error);
        const message = refused.fields[field];
        if (message) form.setError('value', { message }, { shouldFocus: true });
        else setFormError(refused.message ?? t('common.saveFailed'));
      },
    });
  });

  const Field = isEmail ? TextField : PhoneField;
  return (
    <FormShell
      onSubmit={onSubmit}
      error={formError}
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <Field
        label={t(`${prefix}.new`)}
        type={isEmail ? 'email' : 'tel'}
        autoComplete={isEmail ? 'email' : 'tel-national'}
        error={text(errors.value?.message, field)}
        {...form.register('value')}
      />
      <div>
        <SubmitButton
          variant="secondary"
          size="sm"
          pending={update.isPending}
          pendingLabel={t('common.saving')}
        >
          {t(`${prefix}.change`)}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
