import {
  codeStepSchema,
  cpfStepSchema,
  emailStepSchema,
  genderStepSchema,
  maritalStatusStepSchema,
  nameStepSchema,
  passwordStepSchemaFor,
  phoneStepSchema,
  registerSchemaFor,
} from '@vitrine/contract/validation/forms.ts';
import { validationMessage } from '@vitrine/contract/validation/message-key.ts';
import { LIMIT_PERIODS, type RegistrationLimits } from '@vitrine/contract/responsible-gaming.ts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { RegisterBody } from '../api/register';
import type { AuthRequirements } from './auth-requirements';

const REQUIRED_MESSAGE = validationMessage('validation.required');

// §2 "Registration wizard": gender, marital status, name, phone, email, verification code, the
// loss and time limits (Portaria 2.579/2025),
// password — plus the CPF (site config `registerCPF`) after the name.

/** Everything the player types, as typed: one form state across every step. */
export interface RegisterDraft {
  gender: string;
  marital_status: string;
  name: string;
  cpf: string;
  username: string;
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
  captcha: string;
  /** The loss limit's period, a preset amount in centavos or `custom`, and the custom reais. */
  loss_period: string;
  loss_amount: string;
  loss_custom: string;
  /** The time limit per day, in minutes. */
  time_minutes: string;
}

export type DraftField = keyof RegisterDraft;

export const EMPTY_DRAFT: RegisterDraft = {
  gender: '',
  marital_status: '',
  name: '',
  cpf: '',
  username: '',
  email: '',
  code: '',
  password: '',
  password_confirmation: '',
  terms: false,
  captcha: '',
  loss_period: '',
  loss_amount: '',
  loss_custom: '',
  time_minutes: '',
};

/** Portaria 2.579/2025: the loss limit presets (centavos); "no limit" is not offered. */
export const LOSS_PRESETS = ['10000', '20000', '50000'] as const;
/** The time limit presets, minutes per day: 1 h, 2 h, 4 h. */
export const TIME_PRESETS = ['60', '120', '240'] as const;

/** Reais as typed (`150` or `150,50`) to centavos, or null when it is not an amount. */
export function centavosOfReais(typed: string): number | null {
  const match = /^\s*(\d{1,7})(?:[,.](\d{1,2}))?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const limitsStepSchema = z
  .object({
    loss_period: z.enum(LIMIT_PERIODS, { error: REQUIRED_MESSAGE }),
    loss_amount: z.enum([...LOSS_PRESETS, 'custom'], { error: REQUIRED_MESSAGE }),
    loss_custom: z.string(),
    time_minutes: z.enum(TIME_PRESETS, { error: REQUIRED_MESSAGE }),
  })
  .superRefine((draft, ctx) => {
    if (draft.loss_amount !== 'custom') return;
    const centavos = centavosOfReais(draft.loss_custom);
    if (centavos === null || centavos < 100) {
      ctx.addIssue({
        code: 'custom',
        message:
          draft.loss_custom.trim() === ''
            ? REQUIRED_MESSAGE
            : validationMessage('validation.min_value', { min: 1 }),
        path: ['loss_custom'],
        input: draft.loss_custom,
      });
    }
  });

/** The draft's limits as the registration body carries them, or undefined while incomplete. */
export function registrationLimitsOf(draft: RegisterDraft): RegistrationLimits | undefined {
  const parsed = limitsStepSchema.safeParse(draft);
  if (!parsed.success) return undefined;
  const { loss_period, loss_amount, loss_custom, time_minutes } = parsed.data;
  const amount = loss_amount === 'custom' ? centavosOfReais(loss_custom) : Number(loss_amount);
  if (amount === null) return undefined;
  return {
    loss: { period: loss_period, amount },
    time: { period: 'day', minutes: Number(time_minutes) },
  };
}

const DRAFT_FIELDS = new Set<string>(Object.keys(EMPTY_DRAFT));

export function isDraftField(name: unknown): name is DraftField {
  return typeof name === 'string' && DRAFT_FIELDS.has(name);
}

export type StepId =
  'gender' | 'marital_status' | 'name' | 'cpf' | 'phone' | 'email' | 'code' | 'limits' | 'password';

export interface RegisterStep {
  id: StepId;
  fields: readonly DraftField[];
  /** The contract's schema for this step alone: a step never reports another step's fields. */
  schema: z.ZodType;
}

/** The loss and time limits (Portaria 2.579/2025); also the prompt of a player without them. */
export const LIMITS_STEP: RegisterStep = {
  id: 'limits',
  fields: ['loss_period', 'loss_amount', 'loss_custom', 'time_minutes'],
  schema: limitsStepSchema,
};

export function registerStepsFor(requirements: AuthRequirements['register']): RegisterStep[] {
  const password: RegisterStep = {
    id: 'password',
    fields: ['password', 'password_confirmation', 'terms', 'captcha'],
    schema: passwordStepSchemaFor({
      captcha: Boolean(requirements.turnstileSiteKey),
      requiresLicence: requirements.requiresLicence,
    }),
  };
  return [
    { id: 'gender', fields: ['gender'], schema: genderStepSchema },
    { id: 'marital_status', fields: ['marital_status'], schema: maritalStatusStepSchema },
    { id: 'name', fields: ['name'], schema: nameStepSchema },
    ...(requirements.requiresCpf
      ? [{ id: 'cpf', fields: ['cpf'], schema: cpfStepSchema } satisfies RegisterStep]
      : []),
    { id: 'phone', fields: ['username'], schema: phoneStepSchema },
    { id: 'email', fields: ['email'], schema: emailStepSchema },
    { id: 'code', fields: ['code'], schema: codeStepSchema },
    LIMITS_STEP,
    password,
  ];
}

/** The index of the step that asks for `field`, or -1 (a field no step shows). */
export function stepIndexOfField(steps: readonly RegisterStep[], field: string): number {
  return steps.findIndex((step) => step.fields.some((name) => name === field));
}

/** The draft as the contract's schemas read it: an unticked optional acceptance is absent. */
function schemaInput(draft: RegisterDraft) {
  return { ...draft, terms: draft.terms ? true : undefined, limits: registrationLimitsOf(draft) };
}

/** The first problem of each field, as react-hook-form keeps them. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors<RegisterDraft> {
  const errors: FieldErrors<RegisterDraft> = {};
  for (const issue of issues) {
    const [name] = issue.path;
    if (isDraftField(name) && !errors[name])
      errors[name] = { type: issue.code, message: issue.message };
  }
  return errors;
}

/** Validates only the current step (react-hook-form hands the step over as the resolver context). */
export const stepResolver: Resolver<RegisterDraft, RegisterStep> = async (draft, step) => {
  if (!step) return { values: draft, errors: {} };
  const result = await step.schema.safeParseAsync(schemaInput(draft));
  if (result.success) return { values: draft, errors: {} };
  return { values: {}, errors: fieldErrorsOf(result.error.issues) };
};

/** Every step together, parsed to the `POST /auth/register` body (E.164 phone, CPF digits, …). */
export function registrationBodyOf(
  draft: RegisterDraft,
  requirements: AuthRequirements['register'],
): { ok: true; body: RegisterBody } | { ok: false; errors: FieldErrors<RegisterDraft> } {
  const parsed = registerSchemaFor({
    requiresCpf: requirements.requiresCpf,
    requiresLicence: requirements.requiresLicence,
    // The phone is always asked for: it is the username (`reg_phone` only sends the code by SMS).
    requiresPhone: true,
    captcha: Boolean(requirements.turnstileSiteKey),
  }).safeParse(schemaInput(draft));
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
  const { username, cpf, terms, captcha, ...fields } = parsed.data;
  if (username === undefined) {
    return { ok: false, errors: { username: { type: 'required', message: REQUIRED_MESSAGE } } };
  }
  return {
    ok: true,
    body: {
      ...fields,
      username,
      ...(cpf ? { cpf } : {}),
      ...(terms ? { terms } : {}),
      ...(typeof captcha === 'string' && captcha !== '' ? { captcha } : {}),
    },
  };
}
