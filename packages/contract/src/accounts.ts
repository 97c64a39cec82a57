// Accounts: auth, profile and documents (docs/design/accounts-api.md; product spec §3 "User",
// "Auth response", "Profile settings", §7 "Auth", "Profile", "Documents"). Request bodies are built
// from the §5 form schemas in validation/, so client and server check the same rules; the platform
// uses the per-tenant variants (`loginSchemaFor`, `registerSchemaFor`).
import { z } from 'zod';
import { CODE_CHANNELS, CODE_PURPOSES, type CodeChannel } from './account-constants.ts';
import { MAX_ID } from './ids.ts';
import { localeSchema } from './locale.ts';
import { optionalReferralCode } from './referrals.ts';
import { centavos, isoDateTime, kycStatusSchema, userSchema, vipSchema } from './user.ts';
import { transactionSchema, walletSchema } from './wallet.ts';
import {
  birthDateSchema,
  cpfSchema,
  currentPasswordSchema,
  emailSchema,
  fullNameSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetShape,
  phoneSchema,
  registerSchemaFor,
  verificationCodeSchema,
  withPasswordConfirmation,
} from './validation/forms.ts';
import { validationMessage } from './validation/message-key.ts';

// The user, the auth answer and the self-exclusion refusal live in user.ts (light: no form schemas).
export * from './user.ts';

const REQUIRED = validationMessage('validation.required');
const ONE_OF = validationMessage('validation.one_of');

/** A choice: nothing chosen is `validation.required`, an unknown value `validation.one_of`. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : ONE_OF,
  });
}

/** A boolean switch, also accepting the 0/1 and "true"/"false" a form post may send. */
const flag = z.preprocess(
  (value) => {
    if (value === 'true' || value === 1 || value === '1') return true;
    if (value === 'false' || value === 0 || value === '0') return false;
    return value;
  },
  z.boolean({ error: validationMessage('validation.is') }),
);

/** A positive id in a body or path, as a number or a string of digits. */
const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? REQUIRED : validationMessage('validation.integer'),
    })
    .int({ error: validationMessage('validation.integer') })
    .positive({ error: validationMessage('validation.integer') })
    .max(MAX_ID, { error: validationMessage('validation.max_value', { max: MAX_ID }) }),
);

// ─── Shared values ──────────────────────────────────────────────────────────────────────────────

// Code channels, purposes and the §9 code timings live in account-constants.ts (no zod).
export * from './account-constants.ts';

export const messageResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'MessageResponse' });

/** 202 of every call that sends a code. */
export const codeSentResponseSchema = z
  .object({
    message: z.string(),
    resend_after: z
      .number()
      .int()
      .nonnegative()
      .describe('Seconds before another code may be asked for; 0: at once'),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.output<typeof codeSentResponseSchema>;

// ─── Auth requests ──────────────────────────────────────────────────────────────────────────────

/** `POST /auth/login`; a tenant with `login_requires_cpf` / `_email` makes those required. */
export const loginRequestSchema = loginSchema;

export const googleLoginRequestSchema = z
  .object({
    idToken: z
      .string({ error: REQUIRED })
      .min(1, { error: REQUIRED })
      .max(8192, { error: validationMessage('validation.max_length', { max: 8192 }) })
      .describe('Google Identity Services ID token (a JWT)'),
    ref: optionalReferralCode,
  })
  .meta({ id: 'GoogleLoginRequest' });

/**
 * `POST /auth/register` as documented: every field a tenant may ask for. The platform validates
 * with `registerSchemaFor` the tenant's switches (CPF, phone, licence, captcha).
 */
export const registerRequestSchema = registerSchemaFor({ requiresCpf: false, captcha: true }).meta({
  id: 'RegisterRequest',
});

export const updateAccountRequestSchema = z
  .object({ email: emailSchema.optional(), username: phoneSchema.optional() })
  .meta({ id: 'UpdateAccountRequest' });

const codePurposeSchema = choice(['register', 'verify'] as const);

export const verifyEmailRequestSchema = z
  .object({ email: emailSchema, purpose: codePurposeSchema })
  .meta({ id: 'VerifyEmailRequest' });

export const verifyPhoneRequestSchema = z
  .object({ username: phoneSchema, purpose: codePurposeSchema })
  .meta({ id: 'VerifyPhoneRequest' });

interface ChannelTarget {
  channel: CodeChannel;
  to: string;
}

/** `channel` and `to` together: `to` is an e-mail or a phone, by the channel. */
const channelTargetShape = { channel: choice(CODE_CHANNELS), to: z.string({ error: REQUIRED }) };

/**
 * Normalises `to` by its channel (e-mail lower-cased, phone to E.164), reporting that field's own
 * first problem under `to`.
 */
function normalizeTarget<T extends ChannelTarget>(value: T, ctx: z.RefinementCtx): T {
  const parsed = (value.channel === 'email' ? emailSchema : phoneSchema).safeParse(value.to);
  if (parsed.success) return { ...value, to: parsed.data };
  const [issue] = parsed.error.issues;
  ctx.addIssue({
    code: 'custom',
    message: issue?.message ?? REQUIRED,
    path: ['to'],
    input: value.to,
  });
  return z.NEVER;
}

export const verifyCodeRequestSchema = z
  .object({ ...channelTargetShape, code: verificationCodeSchema, purpose: choice(CODE_PURPOSES) })
  .transform(normalizeTarget)
  .meta({ id: 'VerifyCodeRequest' });

export const recoverPasswordRequestSchema = z
  .object(channelTargetShape)
  .transform(normalizeTarget)
  .meta({ id: 'RecoverPasswordRequest' });

export const resetPasswordRequestSchema = withPasswordConfirmation(
  z.object({ ...channelTargetShape, ...passwordResetShape }),
  'validation.passwords_differ',
)
  .transform(normalizeTarget)
  .meta({ id: 'ResetPasswordRequest' });

export const passwordChangeRequestSchema = passwordChangeSchema;

export const validateCpfRequestSchema = z
  .object({ cpf: cpfSchema })
  .meta({ id: 'ValidateCpfRequest' });

// ─── Auth responses ─────────────────────────────────────────────────────────────────────────────

/** `POST /auth/verify-code`: purpose `verify` marks the e-mail or phone verified and returns the user. */
export const verifyCodeResponseSchema = z
  .object({ valid: z.literal(true), data: userSchema.optional() })
  .meta({ id: 'VerifyCodeResponse' });
export type CodeVerified = z.output<typeof verifyCodeResponseSchema>;

export const validateCpfResponseSchema = z
  .object({
    valid: z.literal(true),
    available: z.boolean().describe('No other account of this tenant has this CPF'),
  })
  .meta({ id: 'ValidateCpfResponse' });

// ─── Profile ────────────────────────────────────────────────────────────────────────────────────

export { TRANSACTION_TYPES, transactionSchema, walletSchema } from './wallet.ts';

/** `GET /profile` */
export const profileResponseSchema = z
  .object({
    data: userSchema,
    wallet: walletSchema,
    transactions: z.object({
      data: z.array(transactionSchema),
      current_page: z.number().int().positive(),
      last_page: z.number().int().positive(),
      total: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'ProfileResponse' });

export const profileShowRequestSchema = z
  .object({ user_id: idSchema })
  .meta({ id: 'ProfileShowRequest' });

export const profileStatisticsSchema = z
  .object({
    total_bet: centavos.nonnegative(),
    bets: z.number().int().nonnegative(),
    wins: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProfileStatistics' });

/** Another player's profile: each part is absent when that player's settings hide it. */
export const publicProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string().optional().describe('Absent with hide_username'),
    avatar: z.url().nullable().optional(),
    level: z.number().int().optional(),
    vip: vipSchema.optional(),
    statistics: profileStatisticsSchema.optional().describe('Absent with hide_statistics'),
    activity: z
      .array(z.object({ type: z.string(), description: z.string(), created_at: isoDateTime }))
      .optional()
      .describe('Absent with hide_activity'),
    played_games: z
      .array(z.object({ id: z.number().int(), title: z.string(), image: z.string().nullable() }))
      .optional()
      .describe('Absent with hide_played_games'),
    battle_rewards: z
      .array(z.object({ id: z.number().int(), name: z.string(), created_at: isoDateTime }))
      .optional()
      .describe('Absent with hide_battle_rewards'),
  })
  .meta({ id: 'PublicProfile' });

export const profileShowResponseSchema = z
  .object({ data: publicProfileSchema })
  .meta({ id: 'ProfileShowResponse' });

export const toggleHideMetricsRequestSchema = z
  .object({ hide_metrics: flag })
  .meta({ id: 'ToggleHideMetricsRequest' });

/** §3 Rank: a level, its totalBet threshold (centavos) and its badge (webp). */
export const rankSchema = z
  .object({
    level: z.number().int(),
    totalBet: centavos.nonnegative(),
    image: z.url(),
    // Our extension (issue 38; docs/product/vip-and-referrals.md): the level's name, benefits and
    // the reward given once on reaching it, in the request's language.
    name: z.string(),
    benefits: z.array(z.string()),
    reward: z
      .object({
        loyalty: centavos.nonnegative().describe('Credited to the loyalty wallet'),
        box: z.string().nullable().describe('The name of the box awarded, if any'),
      })
      .nullable(),
  })
  .meta({ id: 'Rank' });
export type Rank = z.infer<typeof rankSchema>;

/** `GET /profile/vip` */
export const vipResponseSchema = z
  .object({
    data: z.object({
      level: z.number().int(),
      points: z.number().int().nonnegative(),
      totalBet: centavos.nonnegative(),
      current: rankSchema,
      next: rankSchema.nullable(),
      ranks: z.array(rankSchema),
    }),
  })
  .meta({ id: 'VipResponse' });

export const updateNameRequestSchema = z
  .object({ name: fullNameSchema })
  .meta({ id: 'UpdateNameRequest' });

export const updateLanguageRequestSchema = z
  .object({ language: choice(['pt-BR', 'en'] as const) })
  .meta({ id: 'UpdateLanguageRequest' });

export const languageResponseSchema = z
  .object({ language: localeSchema })
  .meta({ id: 'LanguageResponse' });

/** `POST /profile/update-settings`: any of the settings, and the birth date. */
export const updateSettingsRequestSchema = z
  .object({
    receive_promotions_email: flag.optional(),
    hide_username: flag.optional(),
    hide_statistics: flag.optional(),
    hide_activity: flag.optional(),
    hide_played_games: flag.optional(),
    hide_battle_rewards: flag.optional(),
    hide_all: flag.optional(),
    birth_date: birthDateSchema.optional(),
  })
  .meta({ id: 'UpdateSettingsRequest' });

/** `indefinite` (issue 35): no end, and it cannot be lifted by the player; its `value` is ignored. */
export const SELF_EXCLUSION_UNITS = ['days', 'weeks', 'months', 'indefinite'] as const;
export type SelfExclusionUnit = (typeof SELF_EXCLUSION_UNITS)[number];
/** The longest period per unit: one year in days, two in weeks, five in months. */
export const SELF_EXCLUSION_MAX: Record<Exclude<SelfExclusionUnit, 'indefinite'>, number> = {
  days: 365,
  weeks: 104,
  months: 60,
};

export const selfExclusionRequestSchema = z
  .object({
    value: z.preprocess(
      (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value),
      z
        .number({
          error: (issue) =>
            issue.input === undefined ? REQUIRED : validationMessage('validation.integer'),
        })
        .int({ error: validationMessage('validation.integer') })
        .min(1, { error: validationMessage('validation.min_value', { min: 1 }) }),
    ),
    date: choice(SELF_EXCLUSION_UNITS),
  })
  .superRefine((value, ctx) => {
    if (value.date === 'indefinite') return;
    const max = SELF_EXCLUSION_MAX[value.date];
    if (value.value > max) {
      ctx.addIssue({
        code: 'custom',
        message: validationMessage('validation.max_value', { max }),
        path: ['value'],
        input: value.value,
      });
    }
  })
  .meta({ id: 'SelfExclusionRequest' });

export const selfExclusionResponseSchema = z
  .object({ start_at: isoDateTime, end_at: isoDateTime.nullable().describe('Null: indefinite') })
  .meta({ id: 'SelfExclusionResponse' });

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────

export const DOCUMENT_TYPES = ['rg_front', 'rg_back', 'cnh', 'selfie', 'proof_of_address'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const documentSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(DOCUMENT_TYPES),
    status: z.enum(DOCUMENT_STATUSES),
    reason: z.string().nullable().describe('Why it was rejected'),
    created_at: isoDateTime,
    url: z.url().describe('The file, readable by its owner only: a link signed for a short time'),
  })
  .meta({ id: 'Document' });
export type Document = z.infer<typeof documentSchema>;

export const documentResponseSchema = z
  .object({ data: documentSchema })
  .meta({ id: 'DocumentResponse' });

export const documentsStatusResponseSchema = z
  .object({ data: z.array(documentSchema), kyc_status: kycStatusSchema })
  .meta({ id: 'DocumentsStatusResponse' });

/** The `type` field of the `POST /documents/upload` form. */
export const documentTypeFieldSchema = z.object({ type: choice(DOCUMENT_TYPES) });

/** Multipart bodies, for the OpenAPI document (the files are checked by the platform). */
export const documentUploadFormSchema = z
  .object({
    document: z
      .string()
      .meta({ format: 'binary' })
      .describe('jpg, jpeg, png, gif, bmp, svg, webp or pdf; at most 5 MB'),
    type: z.enum(DOCUMENT_TYPES),
  })
  .meta({ id: 'DocumentUploadForm' });

export const avatarUploadFormSchema = z
  .object({
    avatar: z
      .string()
      .meta({ format: 'binary' })
      .describe('jpg, jpeg, png, gif or webp; at most 2 MB'),
  })
  .meta({ id: 'AvatarUploadForm' });

export const documentReviewRequestSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, { error: validationMessage('validation.max_length', { max: 500 }) })
      .optional(),
  })
  .meta({ id: 'DocumentReviewRequest' });

// ─── Demo outbox ────────────────────────────────────────────────────────────────────────────────

export const outboxQuerySchema = z.object({
  to: z
    .string({ error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(254, { error: validationMessage('validation.max_length', { max: 254 }) })
    .describe('E-mail or phone'),
});

export const outboxMessageSchema = z
  .object({
    channel: z.enum(CODE_CHANNELS),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    code: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'OutboxMessage' });

/** `GET /demo/outbox?to=` (demo mode): messages to that address, newest first. */
export const outboxResponseSchema = z
  .object({ data: z.array(outboxMessageSchema) })
  .meta({ id: 'OutboxResponse' });

/**
 * `POST /auth/confirm-password` (issue 35, Portaria SPA/MF 722/2024): after the tenant's idle
 * minutes, money calls answer `session.idle` until the player confirms their password here.
 */
export const confirmPasswordRequestSchema = z
  .object({ password: currentPasswordSchema })
  .meta({ id: 'ConfirmPasswordRequest' });
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequestSchema>;
