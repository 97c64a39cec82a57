import { zodResolver } from '@hookform/resolvers/zod';
import { fullNameSchema } from '@vitrine/contract/validation/forms.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SubmitButton } from '~/components/ui/button';
import { FormShell, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { serverFormErrors } from '~/lib/form-errors';
import { useUpdateName } from '../../api/update-name';

const nameForm = z.object({ name: fullNameSchema });

/** `POST /profile/updateName` (§5 fullName). */
export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const update = useUpdateName();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(nameForm),
    mode: 'onTouched',
    defaultValues: { name },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values.name, {
      onSuccess: (user) => {
        toast.success(t('personal.name.saved'));
        form.reset({ name: user.name });
      },
      onError: (error) => {
        const refused = serverFormErrors(error);
        if (refused.fields.name)
          form.setError('name', { message: refused.fields.name }, { shouldFocus: true });
        else setFormError(refused.message ?? t('common.saveFailed'));
      },
    });
  });

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-3">
      <TextField
        label={t('personal.name.label')}
        autoComplete="name"
        error={text(form.formState.errors.name?.message, 'name')}
        {...form.register('name')}
      />
      <div>
        <SubmitButton size="sm" pending={update.isPending} pendingLabel={t('common.saving')}>
          {t('personal.name.save')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
