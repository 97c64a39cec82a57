import { zodResolver } from '@hookform/resolvers/zod';
import { birthDateSchema } from '@vitrine/contract/validation/forms.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { SubmitButton } from '~/components/ui/button';
import { FormShell, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { serverFormErrors } from '~/lib/form-errors';
import { useUpdateBirthDate } from '../../api/update-settings';
import { latestAdultBirthDate } from '../../model/adult-birth-date';

const birthDateForm = z.object({ birth_date: birthDateSchema });

/** The birth date (`POST /profile/update-settings { birth_date }`); 18 or older (§9). */
export function BirthDateForm({ birthDate }: { birthDate: string | null }) {
  const { t } = useTranslation('profile');
  const text = useValidationText();
  const update = useUpdateBirthDate();
  const [formError, setFormError] = useState<string | null>(null);
  // The picker's upper bound: a hint for the calendar, the schema still decides.
  const [latest] = useState(() => latestAdultBirthDate(new Date()));
  const form = useForm({
    resolver: zodResolver(birthDateForm),
    mode: 'onTouched',
    defaultValues: { birth_date: birthDate ?? '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    update.mutate(values.birth_date, {
      onSuccess: (user) => {
        toast.success(t('personal.birthDate.saved'));
        form.reset({ birth_date: user.birth_date ?? '' });
      },
      onError: (error) => {
        const refused = serverFormErrors(error);
        const message = refused.fields.birth_date;
        if (message) form.setError('birth_date', { message }, { shouldFocus: true });
        else setFormError(refused.message ?? t('common.saveFailed'));
      },
    });
  });

  return (
    <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-3">
      <TextField
        label={t('personal.birthDate.label')}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latest}
        hint={t('personal.birthDate.hint')}
        error={text(form.formState.errors.birth_date?.message, 'birth_date')}
        {...form.register('birth_date')}
      />
      <div>
        <SubmitButton size="sm" pending={update.isPending} pendingLabel={t('common.saving')}>
          {t('personal.birthDate.save')}
        </SubmitButton>
      </div>
    </FormShell>
  );
}
