import type { CodeChannel } from '@vitrine/contract/account-constants.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailSchema,
  passwordResetSchema,
  phoneSchema,
} from '@vitrine/contract/validation/forms.ts';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormError, PasswordField, PhoneField, TextField } from '~/components/ui/field';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { useApiClient } from '~/lib/api-client-context';
import { useCountdown } from '~/lib/countdown';
import { resendEndsAt } from '~/lib/resend-wait';
import { serverFormErrors } from '~/lib/form-errors';
import { recoverPassword } from '../api/recover-password';
import { resetPassword } from '../api/reset-password';

interface Destination {
  channel: CodeChannel;
  to: string;
}

/** §2 Login modal, recovery: choose the method, enter the code, set the new password. */
export function RecoveryFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('session');
  const [destination, setDestination] = useState<Destination | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);

  return (
    <div className="flex flex-col gap-5">
      <p ref={heading} tabIndex={-1} className="text-sm text-fg-muted outline-none">
        {t('recovery.step', { step: destination ? 2 : 1, total: 2 })}
      </p>
      {destination ? (
        <ResetStep
          destination={destination}
          resendAt={resendAt}
          onResent={(seconds) => setResendAt(resendEndsAt(Date.now(), seconds))}
          onBack={() => setDestination(null)}
          onDone={onDone}
        />
      ) : (
        <MethodStep
          onSent={(sentTo, seconds) => {
            setDestination(sentTo);
            setResendAt(resendEndsAt(Date.now(), seconds));
            // The next step replaces the form: keep keyboard focus at its top.
            requestAnimationFrame(() => heading.current?.focus());
          }}
          onBack={onDone}
        />
      )}
    </div>
  );
}

function useFormFailure() {
  const { t } = useTranslation('errors');
  return (error: unknown): { fields: Record<string, string>; message: string | null } => {
    const refused = serverFormErrors(error);
    const message =
      Object.keys(refused.fields).length > 0
        ? null
        : (refused.message ??
          t([`error_messages.${refused.status ?? 'generic'}`, 'error_messages.generic']));
    return { fields: refused.fields, message };
  };
}

const methodSchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: emailSchema, phone: z.string().optional() }),
  z.object({ channel: z.literal('sms'), phone: phoneSchema, email: z.string().optional() }),
]);

function MethodStep({
  onSent,
  onBack,
}: {
  onSent: (destination: Destination, resendAfterSeconds: number | undefined) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('session');
  const text = useValidationText();
  const client = useApiClient();
  const failure = useFormFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof methodSchema>, unknown, z.output<typeof methodSchema>>({
    resolver: zodResolver(methodSchema),
    mode: 'onTouched',
    defaultValues: { channel: 'email', email: '', phone: '' },
  });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const destination: Destination =
      values.channel === 'email'
        ? { channel: 'email', to: values.email }
        : { channel: 'sms', to: values.phone };
    try {
      const { resendAfterSeconds } = await recoverPassword(client, destination);
      onSent(destination, resendAfterSeconds);
    } catch (error) {
      const { fields, message } = failure(error);
      const field = destination.channel === 'email' ? 'email' : 'phone';
      const fieldMessage = fields.to ?? fields[field];
      if (fieldMessage) form.setError(field, { message: fieldMessage });
      setFormError(fieldMessage ? null : message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-fg-muted">{t('recovery.description')}</p>
      <FormError>{formError}</FormError>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('recovery.method')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['email', 'sms'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-accent has-[:checked]:bg-surface-overlay"
            >
              <input type="radio" value={option} {...form.register('channel')} />
              {option === 'email' ? t('recovery.byEmail') : t('recovery.bySms')}
            </label>
          ))}
        </div>
      </fieldset>
      {channel === 'email' ? (
        <TextField
          label={t('recovery.email')}
          type="email"
          autoComplete="email"
          error={text(errors.email?.message, 'email')}
          {...form.register('email')}
        />
      ) : (
        <PhoneField
          label={t('recovery.phone')}
          error={text(errors.phone?.message, 'username')}
          {...form.register('phone')}
        />
      )}
      <SubmitButton pending={isSubmitting} pendingLabel={t('recovery.sending')}>
        {t('recovery.send')}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('recovery.backToLogin')}
      </Button>
    </form>
  );
}

function ResetStep({
  destination,
  resendAt,
  onResent,
  onBack,
  onDone,
}: {
  destination: Destination;
  resendAt: number | null;
  onResent: (seconds: number | undefined) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('session');
  const text = useValidationText();
  const client = useApiClient();
  const failure = useFormFailure();
  const secondsLeft = useCountdown(resendAt);
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm({
    resolver: zodResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { code: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function resend() {
    setResending(true);
    setFormError(null);
    try {
      const { resendAfterSeconds } = await recoverPassword(client, destination);
      onResent(resendAfterSeconds);
    } catch (error) {
      setFormError(failure(error).message);
    } finally {
      setResending(false);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword(client, { ...destination, ...values });
      toast.success(t('recovery.updated'));
      onDone();
    } catch (error) {
      const { fields, message } = failure(error);
      for (const name of ['code', 'password', 'password_confirmation'] as const) {
        const fieldMessage = fields[name];
        if (fieldMessage) form.setError(name, { message: fieldMessage });
      }
      setFormError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p role="status">{t('recovery.sent', { to: destination.to })}</p>
      <FormError>{formError}</FormError>
      <TextField
        label={t('recovery.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={text(errors.code?.message, 'code')}
        {...form.register('code')}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={secondsLeft > 0 || resending}
        onClick={() => void resend()}
      >
        {secondsLeft > 0 ? t('recovery.resendIn', { seconds: secondsLeft }) : t('recovery.resend')}
      </Button>
      <PasswordField
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        error={text(errors.password?.message, 'password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        error={text(errors.password_confirmation?.message, 'password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('recovery.saving')}>
        {t('recovery.save')}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t('recovery.back')}
      </Button>
    </form>
  );
}
