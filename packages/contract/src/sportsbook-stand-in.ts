// The Betby stand-in of demo mode (docs/design/sportsbook-api.md "Stand-in"): the seeded fixtures
// its script draws, the bet it places with the player's sportsbook token and the demo control that
// settles it. Betby's own servers do this part live; these calls exist only in demo mode.
import { z } from 'zod';
import { SPORTSBOOK_LANGS } from './sportsbook.ts';

/** The stand-in's slugs: lower-case letters, digits and dashes. */
const slug = z.string().regex(/^[a-z0-9-]{1,60}$/);
/** Decimal odds as Betby writes them: "2.10". */
const decimalOdds = z
  .string()
  .regex(/^\d{1,4}\.\d{2}$/)
  .describe('Decimal odds, two decimals');
const centavos = z.number().int().nonnegative();

export const standInFixturesQuerySchema = z.object({
  lang: z.enum(SPORTSBOOK_LANGS).optional().describe('The names’ language; absent = pt-br'),
});

const outcomeSchema = z.object({
  id: z.string().describe('`{event}.{market}.{outcome}`'),
  name: z.string(),
  odds: decimalOdds,
});

const marketSchema = z.object({
  id: slug,
  name: z.string(),
  outcomes: z.array(outcomeSchema),
});

export const standInEventSchema = z.object({
  id: slug,
  sport: slug,
  league: slug,
  path: z.string().describe('The widget route of the match: /{sport}/{league}/{event}'),
  home: z.string(),
  away: z.string(),
  live: z.boolean(),
  score: z.string().nullable().describe('Live matches: the score now'),
  clock: z.string().nullable().describe('Live matches: the minute, quarter or map'),
  starts_at: z.iso.datetime(),
  markets: z.array(marketSchema).min(1),
});
export type StandInEvent = z.infer<typeof standInEventSchema>;

export const standInFixturesResponseSchema = z
  .object({
    sports: z.array(z.object({ id: slug, name: z.string() })),
    leagues: z.array(z.object({ id: slug, sport: slug, name: z.string(), popular: z.boolean() })),
    events: z.array(standInEventSchema),
  })
  .meta({ id: 'StandInFixtures' });
export type StandInFixtures = z.infer<typeof standInFixturesResponseSchema>;

export const STAND_IN_BET_TYPES = ['single', 'multiple'] as const;
/** R$ 1,00 to R$ 10.000,00 a bet. */
export const STAND_IN_STAKE = { min: 100, max: 1_000_000 } as const;
export const STAND_IN_MAX_SELECTIONS = 10;

export const standInBetRequestSchema = z
  .object({
    type: z.enum(STAND_IN_BET_TYPES).describe('single: one selection; multiple: 2–10 matches'),
    stake: z.number().int().min(STAND_IN_STAKE.min).max(STAND_IN_STAKE.max).describe('Centavos'),
    selections: z
      .array(z.object({ event_id: slug, outcome_id: z.string().max(200) }))
      .min(1)
      .max(STAND_IN_MAX_SELECTIONS),
  })
  .meta({ id: 'StandInBetRequest' });
export type StandInBetRequest = z.infer<typeof standInBetRequestSchema>;

const standInSelectionSchema = z.object({
  event_id: slug,
  outcome_id: z.string(),
  event_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  odds: decimalOdds,
});

export const standInBetResponseSchema = z
  .object({
    bet: z.object({
      id: z.string().describe('The bet’s id: bet/make’s answer, the id the settle control takes'),
      type: z.enum(STAND_IN_BET_TYPES),
      stake: centavos,
      odds: decimalOdds.describe('Total odds: the product of the selections’ odds'),
      potential_win: centavos.describe('stake × odds, stake included'),
      selections: z.array(standInSelectionSchema),
    }),
    balance: centavos.describe('The player’s balance after the stake'),
  })
  .meta({ id: 'StandInBetResponse' });
export type StandInBetResponse = z.infer<typeof standInBetResponseSchema>;

/** How many of the player's bets "Minhas apostas" lists: the newest. */
export const STAND_IN_BET_LIST_LIMIT = 50;

/** How a bet ended (`sportsbook_transactions.result`); null while it is open. */
export const STAND_IN_BET_RESULTS = ['won', 'lost', 'refunded', 'discarded'] as const;

export const standInBetListResponseSchema = z
  .object({
    bets: z
      .array(
        z.object({
          id: z.string().describe('The bet’s id, as the settle control takes it'),
          type: z.enum(STAND_IN_BET_TYPES),
          stake: centavos,
          odds: decimalOdds.describe('Total odds as bet/make recorded them ("1.00" when unknown)'),
          potential_win: centavos.describe('stake × odds, stake included'),
          selections: z.array(
            z.object({
              event_id: z.string(),
              outcome_id: z.string(),
              event_name: z.string(),
              market_name: z.string(),
              outcome_name: z.string(),
              odds: z.string(),
            }),
          ),
          result: z.enum(STAND_IN_BET_RESULTS).nullable().describe('null while the bet is open'),
          committed: z.boolean().describe('bet/commit confirmed the bet'),
          credited: z
            .number()
            .int()
            .describe('What the bet has brought back so far: wins and refunds, less rollbacks'),
          placed_at: z.iso.datetime(),
        }),
      )
      .max(STAND_IN_BET_LIST_LIMIT)
      .describe('The newest first'),
  })
  .meta({ id: 'StandInBetList' });
export type StandInBetList = z.infer<typeof standInBetListResponseSchema>;

export const STAND_IN_OUTCOMES = ['win', 'lost', 'refund'] as const;

export const standInSettleParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .describe('The bet’s id'),
});

export const standInSettleRequestSchema = z
  .object({ outcome: z.enum(STAND_IN_OUTCOMES) })
  .meta({ id: 'StandInSettleRequest' });

export const standInSettleResponseSchema = z
  .object({
    bet_id: z.string(),
    outcome: z.enum(STAND_IN_OUTCOMES),
    credited: centavos.describe('What reached the balance: the win, the stake back, or 0'),
    balance: centavos.describe('The player’s balance after the settlement'),
  })
  .meta({ id: 'StandInSettleResponse' });
export type StandInSettleResponse = z.infer<typeof standInSettleResponseSchema>;
