// §5 form rules as zod schemas, shared by the web forms (react-hook-form + zodResolver) and the
// platform's request validation. Every field reports only its first failing rule
// (docs/product/accounts.md "§5 Validation timing"), so each field is one type check plus one
// refinement that adds at most one issue.
import { z } from 'zod';
import { registrationLimitsSchema } from '../responsible-gaming.ts';
import { optionalReferralCode } from '../referrals.ts';
import { GENDERS, MARITAL_STATUSES } from './choices.ts';

import { validationMessage as message, type ValidationKey } from './message-key.ts';
import {
  emailProblem,
  fullNameProblem,
  isValidCpf,
  normalizeCpf,
  normalizeFullName,
  normalizePhone,
  parseIsoDate,
  passwordProblem,
  PASSWORD_MIN_LENGTH,
  phoneProblem,
  isAdult,
  type PhoneProblem,
} from './rules.ts';

export { checkImageFile, imageUploadRules } from './image-upload.ts';

/** A problem with a field's value, as a message key (with its parameters), or null. */
type FieldRule = (value: string) => string | null;

const REQUIRED = message('validation.required');
/** §5 Login: the phone field's own required message. */
const REQUIRED_LOGIN = message('validation.required_field');

function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

/**
 * A required text field: a missing or non-string value and a blank one both answer `required`;
 * otherwise the rule's first problem is the field's only issue.
 */
function requiredText<Out>(
  rule: FieldRule,
  normalize: (value: string) => Out,
  required = REQUIRED,
) {
  return z
    .string({ error: required })
    .superRefine((value, ctx) => {
      const problem = isBlank(value) ? required : rule(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform(normalize);
}

/** The same field when optional: missing, null or blank means absent; else it must pass the rule. */
function optionalText<Out>(rule: FieldRule, normalize: (value: string) => Out) {
  return z
    .string({ error: REQUIRED })
    .nullish()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || isBlank(value)) return;
      const problem = rule(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform((value) =>
      value === undefined || value === null || isBlank(value) ? undefined : normalize(value),
    );
}

/** A choice among `values`: nothing chosen is `required`, anything else unknown is `one_of`. */
function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? REQUIRED
        : message('validation.one_of'),
  });
}

// ─── Field rules ────────────────────────────────────────────────────────────────────────────────

/**
 * `rule`, after a length limit: a text field without one would take whatever the body limit lets
 * through (issue 10: a 10 KB name). Counted in code points, as a person counts characters.
 */
function atMost(max: number, rule: FieldRule): FieldRule {
  return (value) =>
    [...value].length > max ? message('validation.max_length', { max }) : rule(value);
}

/** Laravel's `string` columns: a name is at most 255 characters. */
export const NAME_MAX_LENGTH = 255;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 128;
/** Turnstile tokens are at most 2048 characters. */
const CAPTCHA_MAX_LENGTH = 2048;

const PHONE_MESSAGES: Record<PhoneProblem, ValidationKey> = {
  invalid_country: 'validation.phone_invalid_country',
  not_a_number: 'validation.phone_not_a_number',
  too_short: 'validation.phone_too_short',
  too_long: 'validation.phone_too_long',
  impossible: 'validation.phone_impossible',
};

const phoneRule: FieldRule = (value) => {
  const problem = phoneProblem(value);
  return problem === null ? null : message(PHONE_MESSAGES[problem]);
};

const cpfRule: FieldRule = (value) =>
  isValidCpf(value) ? null : message('validation.cpf_invalid');

const emailRule: FieldRule = (value) => {
  switch (emailProblem(value)) {
    case null:
      return null;
    case 'required':
      return REQUIRED;
    case 'email':
      return message('validation.email');
    case 'max':
      return message('validation.email_max');
  }
};

const fullNameRule: FieldRule = atMost(NAME_MAX_LENGTH, (value) => {
  switch (fullNameProblem(value)) {
    case null:
      return null;
    case 'required':
      return REQUIRED;
    case 'full_name':
      return message('validation.full_name');
    case 'surname_short':
      return message('validation.surname_short');
  }
});

const newPasswordRule: FieldRule = atMost(PASSWORD_MAX_LENGTH, (value) => {
  switch (passwordProblem(value)) {
    case null:
      return null;
    case 'required':
      return REQUIRED;
    case 'min':
      return message('validation.min_length', { min: PASSWORD_MIN_LENGTH });
    case 'mix':
      return message('validation.password_mix');
  }
});

export const VERIFICATION_CODE_LENGTH = 6;
const codeRule: FieldRule = (value) =>
  new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value.replace(/\s/g, ''))
    ? null
    : message('validation.digits', { length: VERIFICATION_CODE_LENGTH });

const birthDateRule: FieldRule = (value) => {
  const date = parseIsoDate(value.trim());
  if (date === null || date.year < 1900) return message('validation.date');
  return isAdult(value.trim(), new Date()) ? null : message('validation.adult');
};

const keepAsTyped = (value: string) => value;
// Only called once the rule passed, so the number is known to normalise.
const toE164 = (value: string) => normalizePhone(value) ?? value;
const toEmail = (value: string) => value.trim().toLowerCase();
const trimmed = (value: string) => value.trim();

// ─── Field schemas ──────────────────────────────────────────────────────────────────────────────

/** §5 cpf: 11 digits (punctuation allowed), check digits correct; parses to the 11 digits. */
export const cpfSchema = requiredText(cpfRule, normalizeCpf)
  .describe('CPF, with or without punctuation; parsed to its 11 digits')
  .meta({ id: 'Cpf' });

/** §5 fullName; parses to the name with its spaces collapsed. */
export const fullNameSchema = requiredText(fullNameRule, normalizeFullName)
  .describe('First name and surname')
  .meta({ id: 'FullName' });

/** §5 Register e-mail: required, valid, at most 30 characters; parses trimmed and lower-cased. */
export const emailSchema = requiredText(emailRule, toEmail)
  .describe('E-mail address, at most 30 characters')
  .meta({ id: 'Email' });

/** §5 Register phone: a Brazilian mobile number in any usual notation; parses to E.164. */
export const phoneSchema = requiredText(phoneRule, toE164)
  .describe('Brazilian mobile number; parsed to E.164 (+5511999990001)')
  .meta({ id: 'Phone' });

/** A new password (§5 Register): required, at least 8 characters, letters mixed with others. */
export const newPasswordSchema = requiredText(newPasswordRule, keepAsTyped).describe(
  'At least 8 characters, mixing letters with digits or symbols',
);

/** A password being checked against the stored one: only required (old ones predate the rules). */
export const currentPasswordSchema = requiredText(
  atMost(PASSWORD_MAX_LENGTH, () => null),
  keepAsTyped,
);

/** The 6-digit verification code (e-mail or SMS); spaces are ignored. */
export const verificationCodeSchema = requiredText(codeRule, (value) => value.replace(/\s/g, ''));

/** `YYYY-MM-DD`, a real date, at least 18 years ago. */
export const birthDateSchema = requiredText(birthDateRule, trimmed)
  .describe('Date of birth, YYYY-MM-DD; the player must be 18 or older')
  .meta({ id: 'BirthDate' });

/** §5 Register: the 18+ and terms acceptance; only `true` passes. */
export const termsAcceptanceSchema = z.literal(true, { error: message('validation.terms') });

/** The captcha (Turnstile) token. */
export const captchaTokenSchema = z
  .string({ error: message('validation.captcha') })
  .min(1, { error: message('validation.captcha') })
  .max(CAPTCHA_MAX_LENGTH, { error: message('validation.captcha') });

// ─── Password confirmation ──────────────────────────────────────────────────────────────────────

interface PasswordPair {
  password?: unknown;
  password_confirmation?: unknown;
}

/**
 * Adds the "must match" rule to an object with `password` and `password_confirmation`. It runs
 * whenever the confirmation itself passed (so that field still shows one issue), even when other
 * fields failed, so the mismatch shows together with them.
 */
export function withPasswordConfirmation<T extends z.ZodType<PasswordPair>>(
  schema: T,
  mismatch: ValidationKey,
): T {
  return schema.superRefine(
    (value, ctx) => {
      if (value.password !== value.password_confirmation) {
        ctx.addIssue({
          code: 'custom',
          message: message(mismatch),
          path: ['password_confirmation'],
          input: value.password_confirmation,
        });
      }
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === 'password_confirmation'),
    },
  );
}

const confirmationSchema = requiredText(
  atMost(PASSWORD_MAX_LENGTH, () => null),
  keepAsTyped,
);

// ─── Login ──────────────────────────────────────────────────────────────────────────────────────

/** §5 Login: the phone with its own required message. */
const loginUsernameSchema = requiredText(phoneRule, toE164, REQUIRED_LOGIN);

export interface LoginRequirements {
  /** Site config `login_requires_cpf`. */
  requiresCpf: boolean;
  /** Site config `login_requires_email`. */
  requiresEmail: boolean;
}

/** The login form of a tenant: the CPF and the e-mail are asked for only when it requires them. */
export function loginSchemaFor({ requiresCpf, requiresEmail }: LoginRequirements) {
  return z.object({
    username: loginUsernameSchema,
    password: currentPasswordSchema,
    cpf: requiresCpf ? cpfSchema : optionalText(cpfRule, normalizeCpf),
    email: requiresEmail ? emailSchema : optionalText(emailRule, toEmail),
  });
}

/** `POST /auth/login` in general: CPF and e-mail optional, checked when given. */
export const loginSchema = loginSchemaFor({ requiresCpf: false, requiresEmail: false }).meta({
  id: 'LoginForm',
});
export type LoginForm = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

// ─── Registration wizard (§2: gender, marital status, name, phone, email, code, password) ───────

export { GENDERS, MARITAL_STATUSES, type Gender, type MaritalStatus } from './choices.ts';

export const genderStepSchema = z.object({ gender: requiredChoice(GENDERS) });
export const maritalStatusStepSchema = z.object({
  marital_status: requiredChoice(MARITAL_STATUSES),
});
export const nameStepSchema = z.object({ name: fullNameSchema });
export const phoneStepSchema = z.object({ username: phoneSchema });
export const emailStepSchema = z.object({ email: emailSchema });
export const codeStepSchema = z.object({ code: verificationCodeSchema });
export const cpfStepSchema = z.object({ cpf: cpfSchema });

export interface PasswordStepOptions {
  /** The tenant has a captcha site key (`turnstileSiteKey`). */
  captcha: boolean;
  /** Site config `reg_license`: the 18+ and terms acceptance is asked for (default true). */
  requiresLicence?: boolean;
}

function passwordStepShape({ captcha, requiresLicence = true }: PasswordStepOptions) {
  return {
    // §5 Register: "A captcha is validated first" — its issue comes first.
    ...(captcha ? { captcha: captchaTokenSchema } : {}),
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    terms: requiresLicence ? termsAcceptanceSchema : termsAcceptanceSchema.optional(),
  };
}

/** The last step: password, its confirmation, the 18+ and terms acceptance, the captcha. */
export function passwordStepSchemaFor(options: PasswordStepOptions) {
  return withPasswordConfirmation(
    z.object(passwordStepShape(options)),
    'validation.password_confirmation',
  );
}

export const passwordStepSchema = passwordStepSchemaFor({ captcha: false });

export interface RegisterRequirements {
  /** Site config `registerCPF`. */
  requiresCpf: boolean;
  /** Site config `reg_license` (default true). */
  requiresLicence?: boolean;
  /** Site config `reg_phone` (default true). */
  requiresPhone?: boolean;
  /** The tenant has a captcha site key (default false). */
  captcha?: boolean;
}

/** `POST /auth/register` of a tenant: every step of the wizard together. */
export function registerSchemaFor({
  requiresCpf,
  requiresLicence = true,
  requiresPhone = true,
  captcha = false,
}: RegisterRequirements) {
  const { captcha: captchaField, ...passwordFields } = passwordStepShape({
    captcha,
    requiresLicence,
  });
  return withPasswordConfirmation(
    z.object({
      ...(captchaField ? { captcha: captchaField } : {}),
      gender: requiredChoice(GENDERS),
      marital_status: requiredChoice(MARITAL_STATUSES),
      name: fullNameSchema,
      username: requiresPhone ? phoneSchema : optionalText(phoneRule, toE164),
      email: emailSchema,
      code: verificationCodeSchema,
      cpf: requiresCpf ? cpfSchema : optionalText(cpfRule, normalizeCpf),
      ...passwordFields,
      // Portaria 2.579/2025: a loss limit and a time limit, both required.
      limits: registrationLimitsSchema,
      ref: optionalReferralCode,
    }),
    'validation.password_confirmation',
  );
}

/** The site config switches that shape the registration form. */
export function registerRequirementsOf(config: {
  registerCPF: boolean;
  reg_license: boolean;
  reg_phone: boolean;
  turnstileSiteKey: string | null;
}): Required<RegisterRequirements> {
  return {
    requiresCpf: config.registerCPF,
    requiresLicence: config.reg_license,
    requiresPhone: config.reg_phone,
    captcha: Boolean(config.turnstileSiteKey),
  };
}

/** The site config switches that shape the login form. */
export function loginRequirementsOf(config: {
  login_requires_cpf: boolean;
  login_requires_email: boolean;
}): LoginRequirements {
  return { requiresCpf: config.login_requires_cpf, requiresEmail: config.login_requires_email };
}

/** The registration body in general (no CPF, no captcha): for documentation and tests. */
export const registerSchema = registerSchemaFor({ requiresCpf: false }).meta({
  id: 'RegisterForm',
});
export type RegisterForm = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

// ─── Passwords ──────────────────────────────────────────────────────────────────────────────────

/** The fields of the recovery's last step; the request adds `channel` and `to`. */
export const passwordResetShape = {
  code: verificationCodeSchema,
  password: newPasswordSchema,
  password_confirmation: confirmationSchema,
};

/** §5 Password reset: code, new password, confirmation ('As senhas não coincidem'). */
export const passwordResetSchema = withPasswordConfirmation(
  z.object(passwordResetShape),
  'validation.passwords_differ',
).meta({ id: 'PasswordResetForm' });
export type PasswordResetForm = z.input<typeof passwordResetSchema>;

/** Changing the password while signed in: current one, new one, confirmation. */
export const passwordChangeShape = {
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
  password_confirmation: confirmationSchema,
};

export const passwordChangeSchema = withPasswordConfirmation(
  z.object(passwordChangeShape),
  'validation.passwords_differ',
).meta({ id: 'PasswordChangeForm' });
export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;
