import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordField } from '~/components/ui/field';
import { localizePath, type Locale } from '~/core/i18n/config';
import { useValidationText } from '~/core/i18n/use-validation-text';
import type { AuthRequirements } from '../../model/auth-requirements';
import { TurnstileWidget } from '../turnstile-widget';
import type { RegisterDraft } from '../../model/register-steps';

const linkClasses = 'font-semibold text-fg underline underline-offset-2';

/** The last step: password and confirmation, the 18+ and terms acceptance, the notice, the captcha. */
export function PasswordStep({
  requirements,
  locale,
  captchaRound,
}: {
  requirements: AuthRequirements['register'];
  locale: Locale;
  /** Changes after a refused registration: the captcha token was spent, a new one is needed. */
  captchaRound: number;
}) {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  const { errors, isSubmitted } = form.formState;
  const termsErrorId = useId();
  const captchaLabelId = useId();
  const termsError = text(errors.terms?.message, 'terms');
  const captchaError = text(errors.captcha?.message, 'captcha');
  // Terms and privacy open in a new tab: the registration stays as it is.
  const newTabLink = (path: string) => (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text inside
    <a
      href={localizePath(path, locale)}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('password.title')}</h3>
      {requirements.alert && (
        <div
          role="note"
          className="rounded-lg border border-accent/50 bg-accent/10 px-3 py-2 text-sm"
        >
          <p className="font-semibold">{t('password.alertTitle')}</p>
          <p className="whitespace-pre-line">{requirements.alert}</p>
        </div>
      )}
      <PasswordField
        label={t('password.label')}
        hint={t('password.hint')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={text(errors.password?.message, 'password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={text(errors.password_confirmation?.message, 'password_confirmation')}
        {...form.register('password_confirmation')}
      />
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-6">
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            aria-required={requirements.requiresLicence}
            className="mt-1 size-5 shrink-0 accent-accent"
            {...form.register('terms')}
          />
          <span>
            <Trans
              t={t}
              i18nKey="password.terms"
              components={{
                terms: newTabLink('/terms'),
                privacy: newTabLink('/privacy'),
                newTab: <span className="sr-only" />,
              }}
            />
          </span>
        </label>
        {termsError && (
          <p id={termsErrorId} className="text-sm text-danger">
            {termsError}
          </p>
        )}
      </div>
      {requirements.turnstileSiteKey && (
        <div role="group" aria-labelledby={captchaLabelId} className="flex flex-col gap-1.5">
          <p id={captchaLabelId} className="text-sm font-semibold">
            {t('captcha.label')}
          </p>
          <TurnstileWidget
            key={captchaRound}
            siteKey={requirements.turnstileSiteKey}
            locale={locale}
            onToken={(token) =>
              form.setValue('captcha', token ?? '', { shouldValidate: isSubmitted })
            }
          />
          {captchaError && <p className="text-sm text-danger">{captchaError}</p>}
        </div>
      )}
    </div>
  );
}
