// A player's limits (issue 35; docs/design/responsible-gaming.md): the kinds and periods, the change
// a player asks for, and how each limit stands. Amounts are centavos.
import { z } from 'zod';
import { centavos, isoDateTime } from './scalars.ts';
import { validationMessage } from './validation/message-key.ts';

export const LIMIT_KINDS = ['deposit', 'loss', 'bet', 'time'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The limits on money the API takes so far; the time limit comes with the activity it counts. */
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

/** `POST /responsible-gaming/limits`: set, change or remove (`amount: null`) one limit. */
export const limitChangeRequestSchema = z
  .object({
    kind: choice(MONEY_LIMIT_KINDS),
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
      .describe('Centavos; null removes the limit'),
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
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: centavos.nonnegative().nullable().describe('In force now; null is no limit'),
    used: centavos.nonnegative().describe('Used in the current period'),
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
