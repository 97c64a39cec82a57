import { type RefObject, useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormShell } from '~/components/ui/field';
import { Spinner } from '~/components/ui/spinner';
import { DEFAULT_LOCALE, isLocale } from '~/core/i18n/config';
import type { AuthRequirements } from '../../model/auth-requirements';
import { StepBody } from './step-body';
import { useRegisterWizard } from '../../hooks/use-register-wizard';
import { WizardProgress } from './wizard-progress';

interface RegisterWizardProps {
  requirements: AuthRequirements['register'];
  onRegistered: () => void;
  onSignIn: () => void;
}

/** §2 "Registration wizard": one step at a time, with progress, back and forward. */
export function RegisterWizard(props: RegisterWizardProps) {
  // The `register` messages load on first use: nothing half-translated shows meanwhile.
  const { t, ready } = useTranslation(['register', 'session', 'validation']);
  if (!ready) {
    return (
      <div role="status" className="grid place-items-center py-16">
        <Spinner />
        <span className="sr-only">
          {t('session:modal.loading', { defaultValue: 'Carregando' })}
        </span>
      </div>
    );
  }
  return <RegisterForm {...props} />;
}

function RegisterForm({ requirements, onRegistered, onSignIn }: RegisterWizardProps) {
  const { t, i18n } = useTranslation('register');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const wizard = useRegisterWizard(requirements, onRegistered);
  const { form, step, stepIndex, steps } = wizard;
  const { isSubmitting } = form.formState;
  const stepBody = useRef<HTMLDivElement>(null);
  useFocusFirstFieldOnArrival(stepBody, stepIndex);
  const isLast = step.id === 'password';

  const continuingLabel = isLast
    ? t('actions.submitting')
    : step.id === 'email'
      ? t('actions.sendingCode')
      : t('actions.checking');

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-5">
        <WizardProgress step={stepIndex + 1} total={steps.length} />
        <FormShell
          onSubmit={(event) => void wizard.onContinue(event)}
          error={wizard.formError}
          className="flex flex-col gap-5"
        >
          <div ref={stepBody}>
            <StepBody
              step={step.id}
              requirements={requirements}
              locale={locale}
              captchaRound={wizard.captchaRound}
              code={wizard.code}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {stepIndex > 0 && (
              <Button
                variant="secondary"
                disabled={isSubmitting}
                onClick={wizard.back}
                className="sm:flex-1"
              >
                {t('actions.back')}
              </Button>
            )}
            <SubmitButton
              pending={isSubmitting}
              pendingLabel={continuingLabel}
              className="sm:flex-1"
            >
              {isLast ? t('actions.submit') : t('actions.continue')}
            </SubmitButton>
          </div>
        </FormShell>
        {stepIndex === 0 && (
          <p className="text-center text-sm text-fg-muted">
            {t('haveAccount')}{' '}
            <button
              type="button"
              onClick={onSignIn}
              className="font-semibold text-fg underline underline-offset-2"
            >
              {t('signIn')}
            </button>
          </p>
        )}
      </div>
    </FormProvider>
  );
}

/**
 * Moves keyboard focus to the first field of a step the player has just moved to. Not on the first
 * render: the dialog focuses itself as it opens.
 */
function useFocusFirstFieldOnArrival(container: RefObject<HTMLElement | null>, stepIndex: number) {
  const shownStep = useRef(stepIndex);
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    const first = container.current?.querySelector<HTMLInputElement>('input, select, textarea');
    if (!first) return;
    // In a radio group, the chosen option is the one to land on.
    const chosen =
      first.type === 'radio'
        ? container.current?.querySelector<HTMLInputElement>(`input[name="${first.name}"]:checked`)
        : null;
    (chosen ?? first).focus();
  }, [container, stepIndex]);
}
