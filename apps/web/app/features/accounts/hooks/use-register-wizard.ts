import { type FormEvent, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiClient } from '~/lib/api-client-context';
import { getStoredReferralCode } from '~/lib/campaign-params';
import { browserStorage } from '~/lib/storage';
import { serverFormErrors } from '~/lib/form-errors';
import { register } from '../api/register';
import { validateCpf } from '../api/validate-cpf';
import { useSessionActions } from '~/core/session/session-context';
import type { AuthRequirements } from '../model/auth-requirements';
import {
  fieldMessageEntries as entries,
  fieldMessagesOf,
  type FieldMessages,
  sortServerErrors,
} from '../model/field-messages';
import {
  EMPTY_DRAFT,
  type RegisterDraft,
  type RegisterStep,
  registerStepsFor,
  registrationBodyOf,
  stepIndexOfField,
  stepResolver,
} from '../model/register-steps';
import { useRegistrationCode } from './use-registration-code';

/** Where Continue leads: a step, with the server errors still waiting to be shown on theirs. */
interface Move {
  to: number;
  pending: FieldMessages;
}

/**
 * The wizard's state and its moves: one react-hook-form state across the steps, each step checked
 * by its own schema (and by the platform where the step needs it) before the next one shows.
 */
export function useRegisterWizard(
  requirements: AuthRequirements['register'],
  onRegistered: () => void,
) {
  const { t } = useTranslation(['register', 'errors']);
  const client = useApiClient();
  const { completeSignIn } = useSessionActions();
  const steps = useMemo(() => registerStepsFor(requirements), [requirements]);
  const shownFields = useMemo(() => new Set(steps.flatMap((each) => each.fields)), [steps]);
  const [stepIndex, setStepIndex] = useState(0);
  const step = stepAt(steps, stepIndex);
  const form = useForm<RegisterDraft, RegisterStep>({
    resolver: stepResolver,
    context: step,
    // docs/product/accounts.md "§5 Validation timing": on blur before the first Continue of a step,
    // on change after it.
    mode: 'onTouched',
    defaultValues: EMPTY_DRAFT,
  });
  const code = useRegistrationCode(requirements.verifyByPhone);
  const [formError, setFormError] = useState<string | null>(null);
  const [cpfAccepted, setCpfAccepted] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // Server errors on steps the player has not gone back to yet.
  const [pendingErrors, setPendingErrors] = useState<FieldMessages>({});

  function goTo({ to, pending }: Move) {
    const target = stepAt(steps, to);
    // Each step starts as a fresh form for validation timing; the values stay.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true });
    const later: FieldMessages = {};
    for (const [field, message] of entries(pending)) {
      if (target.fields.includes(field)) form.setError(field, { type: 'server', message });
      else later[field] = message;
    }
    setPendingErrors(later);
    setFormError(null);
    setStepIndex(to);
  }

  /** Field errors go on the current step, or send the player back to the earliest step with one. */
  function routeErrors(errors: FieldMessages): Move | null {
    const stepsWithErrors = entries(errors).map(([field]) => stepIndexOfField(steps, field));
    const earliest = Math.min(stepIndex, ...stepsWithErrors);
    if (earliest < stepIndex) return { to: earliest, pending: { ...pendingErrors, ...errors } };
    for (const [field, message] of entries(errors)) {
      form.setError(field, { type: 'server', message });
    }
    return null;
  }

  /** Shows a refusal on its fields, or as one message for the form. */
  function showFailure(error: unknown): Move | null {
    const refused = serverFormErrors(error);
    const { onFields, elsewhere } = sortServerErrors(refused.fields, shownFields);
    const generic = t([
      `errors:error_messages.${refused.status ?? 'generic'}`,
      'errors:error_messages.generic',
    ]);
    const fieldsShown = Object.keys(onFields).length > 0;
    setFormError(elsewhere[0] ?? (fieldsShown ? null : (refused.message ?? generic)));
    return routeErrors(onFields);
  }

  async function checkCpf(draft: RegisterDraft): Promise<boolean> {
    if (cpfAccepted === draft.cpf) return true;
    const { available } = await validateCpf(client, draft.cpf);
    if (!available) {
      form.setError('cpf', { type: 'server', message: t('register:cpf.taken') });
      return false;
    }
    setCpfAccepted(draft.cpf);
    return true;
  }

  async function submitRegistration(draft: RegisterDraft): Promise<Move | null> {
    const registration = registrationBodyOf(draft, requirements);
    if (!registration.ok) return routeErrors(fieldMessagesOf(registration.errors));
    try {
      // §2 `ref`: the code stored on arrival attributes the new player to the referrer.
      const ref = getStoredReferralCode(browserStorage());
      const session = await register(client, { ...registration.body, ...(ref ? { ref } : {}) });
      completeSignIn(session);
      toast.success(t('register:success'));
      onRegistered();
      return null;
    } catch (error) {
      // A Turnstile token is good once: whatever the refusal, the next try needs a new one.
      if (requirements.turnstileSiteKey) {
        form.setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      }
      if ('code' in serverFormErrors(error).fields) code.forgetVerification();
      return showFailure(error);
    }
  }

  /** What Continue does once the step's fields pass: the move to make, or null to stay. */
  async function completeStep(draft: RegisterDraft): Promise<Move | null> {
    setFormError(null);
    try {
      if (step.id === 'password') return await submitRegistration(draft);
      if (step.id === 'cpf' && !(await checkCpf(draft))) return null;
      // A new destination means a new code: one typed for the old destination no longer counts.
      if (step.id === 'email' && (await code.sendFor(draft))) form.setValue('code', '');
      if (step.id === 'code') await code.verify(draft.code);
      return { to: stepIndex + 1, pending: pendingErrors };
    } catch (error) {
      return showFailure(error);
    }
  }

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    const outcome: { move: Move | null } = { move: null };
    await form.handleSubmit(async (draft) => {
      outcome.move = await completeStep(draft);
    })(event);
    if (outcome.move) goTo(outcome.move);
  }

  async function resendCode() {
    setFormError(null);
    try {
      await code.resend();
    } catch (error) {
      const move = showFailure(error);
      if (move) goTo(move);
    }
  }

  return {
    form,
    steps,
    step,
    stepIndex,
    formError,
    captchaRound,
    code: { ...code, resend: resendCode },
    onContinue,
    back: () => goTo({ to: Math.max(0, stepIndex - 1), pending: pendingErrors }),
  };
}

function stepAt(steps: readonly RegisterStep[], index: number): RegisterStep {
  const step = steps[index];
  if (!step) throw new Error(`The registration wizard has no step ${index}`);
  return step;
}
