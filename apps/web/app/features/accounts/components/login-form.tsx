import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchemaFor } from '@vitrine/contract/validation/forms.ts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SubmitButton } from '~/components/ui/button';
import { FormShell, PasswordField, PhoneField, TextField } from '~/components/ui/field';
import { DEFAULT_LOCALE, isLocale, localizePath } from '~/core/i18n/config';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { useApiClient } from '~/lib/api-client-context';
import { serverFormErrors } from '~/lib/form-errors';
import { login } from '../api/login';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionActions, useSessionState } from '~/core/session/session-context';
import type { AuthRequirements } from '../model/auth-requirements';
import { GoogleSignIn } from './google-sign-in';

const LOGIN_FIELDS = ['username', 'password', 'cpf', 'email'] as const;
type LoginField = (typeof LOGIN_FIELDS)[number];
const isLoginField = (name: string): name is LoginField =>
  (LOGIN_FIELDS as readonly string[]).includes(name);

/** §2 Login modal, sign in: phone and password, plus CPF or e-mail when the tenant asks for them. */
export function LoginForm({
  requirements,
  onSignedIn,
  onForgotPassword,
  onCreateAccount,
}: {
  requirements: AuthRequirements;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}) {
  const { t, i18n } = useTranslation(['session', 'errors']);
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const warningSigns = (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text inside
    <a
      href={`${localizePath('/responsible-gambling', locale)}#sinais`}
      className="font-semibold text-fg underline underline-offset-2"
    />
  );
  const text = useValidationText();
  const client = useApiClient();
  const { completeSignIn } = useSessionActions();
  const refusedSelfExcluded = useSessionState((state) => state.refusedSelfExcluded);
  const { closeModal: closeAuthModal } = useAuthModal();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => loginSchemaFor(requirements.login), [requirements.login]);
  const form = useForm({
    resolver: zodResolver(schema),
    // docs/product/accounts.md "§5 Validation timing": on blur before the first submit, on change
    // after it.
    mode: 'onTouched',
    defaultValues: { username: '', password: '', cpf: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The dialog may open before its texts have loaded: the form takes focus when it appears.
  useEffect(() => form.setFocus('username'), [form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await login(client, {
        username: values.username,
        password: values.password,
        ...(values.cpf ? { cpf: values.cpf } : {}),
        ...(values.email ? { email: values.email } : {}),
      });
      if (outcome.kind === 'self-excluded') {
        // §4: a self-excluded player cannot stay signed in; the notice shows the period.
        closeAuthModal();
        refusedSelfExcluded(outcome.period);
        return;
      }
      completeSignIn({ token: outcome.token, user: outcome.user });
      toast.success(
        t('session:login.welcome', { name: outcome.user.first_name || outcome.user.name }),
      );
      onSignedIn();
    } catch (error) {
      const refused = serverFormErrors(error);
      for (const [field, message] of Object.entries(refused.fields)) {
        if (isLoginField(field)) form.setError(field, { message });
      }
      if (Object.keys(refused.fields).length === 0) {
        setFormError(
          refused.message ??
            t([
              `errors:error_messages.${refused.status ?? 'generic'}`,
              'errors:error_messages.generic',
            ]),
        );
      }
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-fg-muted">{t('session:login.description')}</p>
      {/* Portaria 1.231 art. 4: the risk warning at every sign-in; short, and it never blocks. */}
      <p role="note" className="rounded-xl border border-line p-3 text-sm text-fg-muted">
        <Trans t={t} i18nKey="session:login.riskWarning" components={{ signs: warningSigns }} />
      </p>
      <FormShell onSubmit={onSubmit} error={formError} className="flex flex-col gap-4">
        <PhoneField
          label={t('session:login.phone')}
          autoComplete="username"
          error={text(errors.username?.message, 'username')}
          {...form.register('username')}
        />
        <PasswordField
          label={t('session:login.password')}
          autoComplete="current-password"
          showLabel={t('session:login.showPassword')}
          hideLabel={t('session:login.hidePassword')}
          error={text(errors.password?.message, 'password')}
          {...form.register('password')}
        />
        {requirements.login.requiresCpf && (
          <TextField
            label={t('session:login.cpf')}
            inputMode="numeric"
            autoComplete="off"
            error={text(errors.cpf?.message, 'cpf')}
            {...form.register('cpf')}
          />
        )}
        {requirements.login.requiresEmail && (
          <TextField
            label={t('session:login.email')}
            type="email"
            autoComplete="email"
            error={text(errors.email?.message, 'email')}
            {...form.register('email')}
          />
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={t('session:login.submitting')}>
          {t('session:login.submit')}
        </SubmitButton>
      </FormShell>
      <button
        type="button"
        // Keeps the phone field from blurring (and showing its error, which moves this link) before
        // the click lands; keyboard use is unaffected.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onForgotPassword}
        className="self-center text-sm font-semibold underline underline-offset-2"
      >
        {t('session:login.forgot')}
      </button>
      {requirements.googleClientId && (
        <GoogleSignIn clientId={requirements.googleClientId} onSignedIn={onSignedIn} />
      )}
      <p className="text-center text-sm text-fg-muted">
        {t('session:login.noAccount')}{' '}
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onCreateAccount}
          className="font-semibold text-fg underline underline-offset-2"
        >
          {t('session:login.createAccount')}
        </button>
      </p>
    </div>
  );
}
