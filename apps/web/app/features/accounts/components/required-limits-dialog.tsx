import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/components/ui/button';
import { DialogTitle } from '~/components/ui/dialog';
import { FormShell } from '~/components/ui/field';
import { DEFAULT_LOCALE, isLocale } from '~/core/i18n/config';
import { sessionKeys } from '~/core/session/api/session-keys';
import { useApiClient } from '~/lib/api-client-context';
import { setRequiredLimits } from '../api/set-required-limits';
import {
  EMPTY_DRAFT,
  LIMITS_STEP,
  type RegisterDraft,
  type RegisterStep,
  registrationLimitsOf,
  stepResolver,
} from '../model/register-steps';
import { LimitsStep } from './register/limits-step';
import { SessionDialog } from './session-dialog';

/**
 * A player without a loss or a time limit (`limits_required`: from before Portaria 2.579/2025, or
 * a Google sign-up) is asked for both before a bet or deposit; the action can then be retried.
 */
export default function RequiredLimitsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('register');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<RegisterDraft, RegisterStep>({
    defaultValues: EMPTY_DRAFT,
    resolver: stepResolver,
    context: LIMITS_STEP,
  });
  const onSubmit = form.handleSubmit(async (draft) => {
    const limits = registrationLimitsOf(draft);
    if (!limits) return;
    setFailed(null);
    try {
      await setRequiredLimits(client, limits);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      onClose();
    } catch {
      setFailed(t('limits.failed'));
    }
  });
  return (
    <SessionDialog onClose={onClose} className="p-6">
      <DialogTitle className="sr-only">{t('limits.title')}</DialogTitle>
      <FormProvider {...form}>
        <FormShell onSubmit={onSubmit} error={failed} className="flex flex-col gap-4">
          <LimitsStep locale={locale} />
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('limits.saving')}>
            {t('limits.save')}
          </SubmitButton>
        </FormShell>
      </FormProvider>
    </SessionDialog>
  );
}
