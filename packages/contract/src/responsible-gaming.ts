// A player's limits (issue 35; docs/design/responsible-gaming.md): the kinds and periods, the change
// a player asks for, and how each limit stands. Amounts are centavos.
import { z } from 'zod';
import { centavos, isoDateTime } from './scalars.ts';
import { validationMessage } from './validation/message-key.ts';

export const LIMIT_KINDS = ['deposit', 'loss', 'bet', 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The limits on money; `time` counts minutes of activity instead. */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss', 'bet'] as const satisfies readonly LimitKind[];
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The largest limit: what a PIX charge may be at most. */
export const LIMIT_MAX = 2_147_483_647;

const REQUIRED = validationMessage('validation.required');
const ONE_OF = validationMessage('validation.one_of');

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : ONE_OF,
  });
}

/** The longest time limit, in minutes: a whole month of 31 days. */
export const TIME_LIMIT_MAX_MINUTES = 24 * 60 * 31;

/**
 * `POST /responsible-gaming/limits`: set, change or remove (`amount: null`) one limit. The time
 * limit's amount is minutes, 1 to `TIME_LIMIT_MAX_MINUTES`.
 */
export const limitChangeRequestSchema = z
  .object({
    kind: choice(LIMIT_KINDS),
    period: choice(LIMIT_PERIODS),
    amount: z
      .number({
        error: (issue) =>
          issue.input === undefined ? REQUIRED : validationMessage('validation.integer'),
      })
      .int({ error: validationMessage('validation.integer') })
      .min(0, { error: validationMessage('validation.min_value', { min: 0 }) })
      .max(LIMIT_MAX, { error: validationMessage('validation.max_value', { max: LIMIT_MAX }) })
      .nullable()
      .describe('Centavos (minutes for `time`); null removes the limit'),
  })
  .superRefine((change, ctx) => {
    if (change.kind !== 'time' || change.amount === null) return;
    if (change.amount < 1 || change.amount > TIME_LIMIT_MAX_MINUTES) {
      ctx.addIssue({
        code: 'custom',
        message:
          change.amount < 1
            ? validationMessage('validation.min_value', { min: 1 })
            : validationMessage('validation.max_value', { max: TIME_LIMIT_MAX_MINUTES }),
        path: ['amount'],
        input: change.amount,
      });
    }
  })
  .meta({ id: 'LimitChangeRequest' });
export type LimitChangeRequest = z.infer<typeof limitChangeRequestSchema>;

/** When the change applies: at once when stricter, after the cooling-off when looser. */
export const limitChangeResponseSchema = z
  .object({ immediate: z.boolean(), effective_at: isoDateTime })
  .meta({ id: 'LimitChangeResponse' });
export type LimitChangeResponse = z.infer<typeof limitChangeResponseSchema>;

/** One limit as it stands: what applies, what the period has used, and a change still waiting. */
export const limitStatusSchema = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: centavos
      .nonnegative()
      .nullable()
      .describe('In force now (centavos, minutes for time); null is no limit'),
    used: centavos.nonnegative().describe('Used in the current period (minutes for time)'),
    left: centavos.nonnegative().nullable().describe('What is left; null without a limit'),
    resets_at: isoDateTime.describe('When the period resets (midnight in São Paulo)'),
    pending: z
      .object({ amount: centavos.nonnegative().nullable(), effective_at: isoDateTime })
      .nullable()
      .describe('A looser change waiting for the cooling-off'),
  })
  .meta({ id: 'LimitStatus' });
export type LimitStatus = z.infer<typeof limitStatusSchema>;

/** `GET /responsible-gaming/limits`: every limit the player has set, and the tenant's cooling-off. */
export const limitsResponseSchema = z
  .object({
    limits: z.array(limitStatusSchema),
    cooling_off_minutes: z.number().int().nonnegative(),
  })
  .meta({ id: 'LimitsResponse' });
export type LimitsResponse = z.infer<typeof limitsResponseSchema>;

/** A pause or a self-exclusion at this operator (docs/design/responsible-gaming.md). */
export const BLOCK_KINDS = ['pause', 'self_exclusion'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The pauses a player picks from, in days; a date of their own is the other choice. */
export const PAUSE_DAYS = [1, 7, 30] as const;

/** One pause or self-exclusion: from when, until when (null: indefinite). */
export const blockSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(BLOCK_KINDS),
    starts_at: isoDateTime,
    ends_at: isoDateTime.nullable().describe('Null: indefinite'),
    created_at: isoDateTime,
  })
  .meta({ id: 'ResponsibleGamingBlock' });
export type Block = z.infer<typeof blockSchema>;

/** `GET /responsible-gaming/blocks`: the block in force now, and every one the player made. */
export const blocksResponseSchema = z
  .object({ active: blockSchema.nullable(), history: z.array(blockSchema) })
  .meta({ id: 'BlocksResponse' });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/**
 * `POST /responsible-gaming/pause`: 1, 7 or 30 days from now, or until the end of a date (São Paulo
 * time, `YYYY-MM-DD`, after today).
 */
const pauseForDaysSchema = z
  .object({ days: z.union(PAUSE_DAYS.map((days) => z.literal(days))) })
  .strict();
const pauseUntilSchema = z
  .object({ until: z.iso.date({ error: validationMessage('validation.date') }) })
  .strict();
export const pauseRequestSchema = z
  .union([pauseForDaysSchema, pauseUntilSchema])
  .meta({ id: 'PauseRequest' });
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/**
 * The shape of pause a body asks for: a date when it names `until` alone, else a number of days.
 * Parsed with it, a refusal names the field that is wrong (`until`, `days`), not the whole body.
 */
export const pauseRequestShapeOf = (
  body: unknown,
): typeof pauseForDaysSchema | typeof pauseUntilSchema =>
  typeof body === 'object' && body !== null && 'until' in body && !('days' in body)
    ? pauseUntilSchema
    : pauseForDaysSchema;

export const pauseResponseSchema = z.object({ block: blockSchema }).meta({ id: 'PauseResponse' });
export type PauseResponse = z.infer<typeof pauseResponseSchema>;

/** One line of the page's history: a limit change, a pause or a self-exclusion. */
export const historyEntrySchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('limit'),
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(LIMIT_PERIODS),
      amount: z.number().int().nonnegative().nullable().describe('Centavos, or minutes for time'),
      requested_at: isoDateTime,
      effective_at: isoDateTime,
      cancelled_at: isoDateTime.nullable(),
    }),
    z.object({
      type: z.enum(BLOCK_KINDS),
      starts_at: isoDateTime,
      ends_at: isoDateTime.nullable(),
      created_at: isoDateTime,
    }),
  ])
  .meta({ id: 'ResponsibleGamingHistoryEntry' });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /responsible-gaming/history`: newest first, at most 100 lines. */
export const historyResponseSchema = z
  .object({ data: z.array(historyEntrySchema) })
  .meta({ id: 'ResponsibleGamingHistory' });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** `GET /responsible-gaming/session`: this session so far, for the session reminder. */
export const sessionSummarySchema = z
  .object({
    started_at: isoDateTime,
    minutes: z.number().int().nonnegative(),
    net_result: z.number().int().describe('Centavos won (positive) or lost (negative) by play'),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/**
 * 403 `session.idle` on a money call (a deposit, a withdrawal, the sportsbook's token, a real-money
 * spin) after the tenant's idle minutes (Portaria SPA/MF 722/2024): the web asks for the password
 * (`POST /auth/confirm-password`) and retries with the same Idempotency-Key.
 */
export const sessionIdleSchema = z
  .object({
    message: z.string(),
    code: z.literal('session.idle'),
    status: z.literal(false).optional().describe('On the payment calls (§7)'),
  })
  .meta({ id: 'SessionIdle' });
export type SessionIdle = z.infer<typeof sessionIdleSchema>;

/** 422 `limit.time_exceeded`: the time limit is used up until `resets_at`. */
export const timeLimitExceededSchema = z
  .object({
    message: z.string(),
    code: z.literal('limit.time_exceeded'),
    resets_at: isoDateTime,
    status: z.literal(false).optional().describe('On the payment calls (§7)'),
  })
  .meta({ id: 'TimeLimitExceeded' });
export type TimeLimitExceeded = z.infer<typeof timeLimitExceededSchema>;
// ─── The limits a player must have (Portaria 2.579/2025) ────────────────────────────────────────

const wholeNumber = (min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? REQUIRED
          : validationMessage('validation.integer'),
    })
    .int({ error: validationMessage('validation.integer') })
    .min(min, { error: validationMessage('validation.min_value', { min }) })
    .max(max, { error: validationMessage('validation.max_value', { max }) });

/**
 * The loss limit and the time limit every new player sets at registration: both required, and "no
 * limit" is not a choice (docs/design/responsible-gaming.md "The web").
 */
export const registrationLimitsSchema = z
  .object(
    {
      loss: z.object(
        {
          period: choice(LIMIT_PERIODS),
          amount: wholeNumber(1, LIMIT_MAX).describe('Centavos of net loss per period'),
        },
        { error: REQUIRED },
      ),
      time: z.object(
        {
          period: choice(LIMIT_PERIODS),
          minutes: wholeNumber(1, TIME_LIMIT_MAX_MINUTES).describe(
            'Minutes on the site per period',
          ),
        },
        { error: REQUIRED },
      ),
    },
    { error: REQUIRED },
  )
  .meta({ id: 'RegistrationLimits' });
export type RegistrationLimits = z.infer<typeof registrationLimitsSchema>;

// ─── Demo mode's operator console: the central impediment sweep (IN SPA/MF 31/2025) ────────────

const playerCount = (description: string) => z.number().int().nonnegative().describe(description);

/** `POST /demo/console/impediment-sweep`: what the sweep of this tenant did just now. */
export const impedimentSweepResponseSchema = z
  .object({
    message: z.string(),
    report: z.object({
      asked: playerCount(
        'Players last asked 15 days ago or more (or never) the directory answered for',
      ),
      impeded: playerCount('Of them, newly impeded: notified, and closed three days later'),
      cleared: playerCount('Of them, an impediment the directory no longer reports'),
      failed: playerCount('Players whose question failed: still due, asked at the next sweep'),
      closed: playerCount('Impeded accounts closed, their three days over'),
    }),
  })
  .meta({ id: 'ImpedimentSweepResponse' });
export type ImpedimentSweepResponse = z.infer<typeof impedimentSweepResponseSchema>;
