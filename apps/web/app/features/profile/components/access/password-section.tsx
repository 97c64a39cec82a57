import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@vitrine/contract/validation/forms.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SubmitButton } from '~/components/ui/button';
import { FormShell, PasswordField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { serverFormErrors } from '~/lib/form-errors';
import { type PasswordChange, useChangePassword } from '../../api/change-password';
import { Card } from '~/components/ui/card';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type PasswordFieldName = (typeof FIELDS)[number];

function isPasswordField(name: string): name is PasswordFieldName {
  return (FIELDS as readonly string[]).includes(name);
}

/** Changing the password while signed in (`POST /auth/request-password-change`). */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const change = useChangePassword();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const toggle = { showLabel: t('access.password.show'), hideLabel: t('access.password.hide') };

  function save(values: PasswordChange) {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('access.password.saved'));
        form.reset();
        heading.current?.focus();
      },
      onError: (error) => {
        const refused = serverFormErrors(error);
        const fields = Object.entries(refused.fields).filter(([name]) => isPasswordField(name));
        for (const [name, message] of fields) {
          if (isPasswordField(name)) form.setError(name, { message }, { shouldFocus: true });
        }
        if (fields.length === 0) setFormError(refused.message ?? t('common.saveFailed'));
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(save)(event);
  }

  return (
    <Card title={t('access.password.title')} headingRef={heading}>
      <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-4">
        <PasswordField
          label={t('access.password.current')}
          autoComplete="current-password"
          error={text(errors.current_password?.message, 'current_password')}
          {...toggle}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('access.password.new')}
          autoComplete="new-password"
          hint={t('access.password.hint')}
          error={text(errors.password?.message, 'password')}
          {...toggle}
          {...form.register('password')}
        />
        <PasswordField
          label={t('access.password.confirm')}
          autoComplete="new-password"
          error={text(errors.password_confirmation?.message, 'password_confirmation')}
          {...toggle}
          {...form.register('password_confirmation')}
        />
        <div>
          <SubmitButton pending={change.isPending} pendingLabel={t('common.saving')}>
            {t('access.password.submit')}
          </SubmitButton>
        </div>
      </FormShell>
    </Card>
  );
}
