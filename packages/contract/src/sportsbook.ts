// The sportsbook (issue 14; docs/design/sportsbook-api.md): the player's session token for the Betby
// renderer (our extension of §7) and the Betby-style wallet callbacks the platform answers. Light:
// only zod, so the sportsbook page loads nothing else.
import { z } from 'zod';
import { isoDateTime } from './scalars.ts';

/** How long a sportsbook session token lives; the widget asks for a new one through onTokenExpired. */
export const SPORTSBOOK_TOKEN_SECONDS = 15 * 60;

/** Betby's language codes for the two languages of the site. */
export const SPORTSBOOK_LANGS = ['pt-br', 'en'] as const;
export type SportsbookLang = (typeof SPORTSBOOK_LANGS)[number];

/** `POST /sportsbook/session` (signed in): `lang` absent = from Accept-Language. */
export const sportsbookSessionRequestSchema = z
  .object({
    lang: z
      .enum(SPORTSBOOK_LANGS)
      .optional()
      .describe('The widget’s language; absent = Accept-Language'),
  })
  .meta({ id: 'SportsbookSessionRequest' });
export type SportsbookSessionRequest = z.infer<typeof sportsbookSessionRequestSchema>;

export const sportsbookSessionResponseSchema = z
  .object({
    token: z
      .string()
      .describe('ES256 JWT signed with the tenant’s sportsbook key: BTRenderer’s `token`'),
    expires_at: isoDateTime.describe('When the token’s `exp` falls (15 minutes after issue)'),
  })
  .meta({ id: 'SportsbookSessionResponse' });
export type SportsbookSessionResponse = z.infer<typeof sportsbookSessionResponseSchema>;

/** The claims of the player's token, as Betby reads them. */
export const sportsbookTokenClaimsSchema = z.object({
  iss: z.string().min(1).describe('The tenant’s Betby brand_id'),
  sub: z.string().regex(/^\d+$/).describe('The player’s id'),
  name: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(1),
  lang: z.enum(SPORTSBOOK_LANGS),
  currency: z.literal('BRL'),
  odds_format: z.literal('decimal'),
});
export type SportsbookTokenClaims = z.infer<typeof sportsbookTokenClaimsSchema>;

// ——— The wallet callbacks. Betby POSTs `{ payload: "<JWT>" }`; the JWT (ES256 or RS256, as Betby's
// key is) carries `iat`, `exp`, `jti`, `aud` (the brand_id, when sent) and `payload`, the call's data
// below. Amounts are integer
// subunits of the currency: centavos for BRL, as the ledger keeps them.

/** The callbacks, by path under `/sportsbook/betby/`. */
export const SPORTSBOOK_CALLBACKS = [
  'ping',
  'bet/make',
  'bet/commit',
  'bet/settlement',
  'bet/refund',
  'bet/win',
  'bet/lost',
  'bet/discard',
  'bet/rollback',
] as const;
export type SportsbookCallback = (typeof SPORTSBOOK_CALLBACKS)[number];

/** What every callback's body is. */
export const betbyEnvelopeSchema = z
  .object({
    payload: z
      .string()
      .max(65_536)
      .describe('The JWT Betby signed: ES256 or RS256, as the tenant’s Betby key is'),
  })
  .meta({ id: 'BetbyEnvelope' });

/** The registered claims of a callback's JWT; `payload` is checked per callback. */
export const betbyCallbackClaimsSchema = z.object({
  iat: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative().optional(),
  jti: z.string().max(200).optional(),
  aud: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('The brand_id the call is for; when present, it must be the tenant’s'),
  payload: z.unknown(),
});

/** Betby's ids: letters, digits, `_`, `.` and `-` (no `:`, which our own discard keys use). */
const id = z.string().regex(/^[\w.-]{1,100}$/);

/** One of our ids (a player, a transaction) as Betby echoes it: digits within a 32-bit serial. */
const ourId = z
  .string()
  .regex(/^\d{1,10}$/)
  .refine((digits) => Number(digits) <= 2_147_483_647, 'not one of our ids');
const subunits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Betby's description of one money movement (the fields the wallet reads; others pass). */
const betbyTransactionSchema = z.looseObject({
  id: id.describe('Betby’s transaction id: the idempotency key of the call'),
  amount: subunits.optional(),
  currency: z.string().max(10).optional(),
  betslip_id: id.optional(),
  operation: z.string().max(30).optional(),
  operator_brand_id: z
    .string()
    .max(200)
    .optional()
    .describe('The brand the movement is for; when present, it must be the tenant’s'),
});

const betslipSelectionSchema = z.looseObject({
  id: z.string().max(100).optional(),
  event_id: z.string().max(100).optional(),
  sport_name: z.string().max(200).optional(),
  tournament_name: z.string().max(200).optional(),
  competitor_name: z.array(z.string().max(200)).max(10).optional(),
  market_name: z.string().max(200).optional(),
  outcome_name: z.string().max(200).optional(),
  odds: z.string().max(20).optional(),
  live: z.boolean().optional(),
  scheduled: z.number().int().optional(),
});

export const betbyBetslipSchema = z.looseObject({
  id: id,
  type: z.string().max(30).describe('single, combo (a multiple), system …'),
  sum: subunits.optional(),
  k: z.string().max(30).describe('Total odds, decimal'),
  operator_brand_id: z
    .string()
    .max(200)
    .optional()
    .describe('The brand the bet is for; when present, it must be the tenant’s'),
  bets: z.array(betslipSelectionSchema).max(50),
});

export const betMakeSchema = z.object({
  amount: subunits.positive().describe('The stake'),
  currency: z.string().max(10),
  player_id: ourId.describe('Our player id: the token’s `sub`'),
  session_id: z.string().max(200).optional().describe('The token’s `jti`'),
  transaction: betbyTransactionSchema,
  betslip: betbyBetslipSchema,
  potential_win: subunits.optional(),
});
export type BetMake = z.infer<typeof betMakeSchema>;

/** Our id of the bet, as bet/make answered it. */
const betTransactionId = ourId.describe('Our id, from bet/make’s answer');

export const betCommitSchema = z.object({ bet_transaction_id: betTransactionId });

export const betSettlementSchema = z.object({
  bet_transaction_id: betTransactionId,
  status: z
    .string()
    .min(1)
    .max(30)
    .describe('Betby’s final status: won, lost, refund, cashed out, half-won, half-lost …'),
});

export const betWinSchema = z.object({
  bet_transaction_id: betTransactionId,
  amount: subunits.describe('The amount won (stake included)'),
  currency: z.string().max(10),
  is_cashout: z.boolean().optional(),
  transaction: betbyTransactionSchema,
});

export const betLostSchema = z.object({
  bet_transaction_id: betTransactionId,
  transaction: betbyTransactionSchema,
});

export const betRefundSchema = z.object({
  bet_transaction_id: betTransactionId,
  reason: z.string().max(500).optional(),
  transaction: betbyTransactionSchema,
});

export const betDiscardSchema = z.object({
  ext_player_id: ourId.describe('Our player id'),
  transaction_id: id.describe('Betby’s id of the bet/make being discarded'),
  reason: z.string().max(500).optional(),
});

export const betRollbackSchema = z.object({
  bet_transaction_id: betTransactionId,
  parent_transaction_id: betTransactionId.describe('Our id of the win, lost or refund undone'),
  transaction: betbyTransactionSchema,
});

/** The operations a wallet answer names. */
export const SPORTSBOOK_OPERATIONS = ['bet', 'win', 'lost', 'refund', 'rollback'] as const;

/** A money callback's answer: our transaction, and the balance after it (centavos). */
export const betbyTransactionAnswerSchema = z
  .object({
    id: z.string().describe('Our transaction id'),
    ext_transaction_id: z.string().describe('Betby’s transaction id'),
    parent_transaction_id: z.string().nullable().describe('Our id of the bet it belongs to'),
    user_id: z.string(),
    operation: z.enum(SPORTSBOOK_OPERATIONS),
    amount: z.number().int().nonnegative(),
    currency: z.literal('BRL'),
    balance: z
      .number()
      .int()
      .describe('The player’s balance now, centavos (below zero after a rollback, decision 027)'),
  })
  .meta({ id: 'BetbyTransactionAnswer' });
export type BetbyTransactionAnswer = z.infer<typeof betbyTransactionAnswerSchema>;

export const betbyPingAnswerSchema = z
  .object({ timestamp: z.number().int().describe('Unix seconds') })
  .meta({ id: 'BetbyPingAnswer' });

/** bet/commit, bet/settlement and bet/discard answer an empty object. */
export const betbyEmptyAnswerSchema = z.object({}).meta({ id: 'BetbyEmptyAnswer' });

/** Betby's error codes, as its wallet protocol numbers them. */
export const BETBY_ERRORS = {
  player_blocked: { code: 1005, message: 'Player blocked' },
  player_not_found: { code: 1006, message: 'Player not found' },
  not_enough_money: { code: 2001, message: 'Not enough money' },
  invalid_currency: { code: 2002, message: 'Invalid currency' },
  parent_not_found: { code: 2003, message: 'Parent transaction not found' },
  bad_request: { code: 2004, message: 'Bad request' },
  invalid_jwt: { code: 2005, message: 'Invalid JWT token' },
} as const;
export type BetbyErrorName = keyof typeof BETBY_ERRORS;

export const betbyErrorSchema = z
  .object({ code: z.number().int(), message: z.string() })
  .meta({ id: 'BetbyError' });
export type BetbyError = z.infer<typeof betbyErrorSchema>;
