// The wallet (§3 "User" wallet, §7 `GET profile/wallet`, docs/design/casino-api.md). Light: only zod,
// so the header's balance does not load the account form schemas.
import { z } from 'zod';
import { centavos, isoDateTime, movementSequence } from './scalars.ts';

export const walletSchema = z
  .object({
    balance: centavos.describe('Sum of the player’s ledger rows'),
    balance_withdrawal: centavos.describe('The part of the balance that can be withdrawn'),
    bonus_balance: centavos,
    loyalty_balance: centavos
      .nonnegative()
      .optional()
      .describe(
        'Our extension: the loyalty wallet, apart from cash and bonus; cashed out into cash by the player (docs/product/rewards.md)',
      ),
    deposit_count: z.number().int().nonnegative(),
    currency: z.literal('BRL'),
    sequence: movementSequence.optional(),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof walletSchema>;

/** `GET profile/wallet` (signed in). */
export const walletResponseSchema = z
  .object({ wallet: walletSchema })
  .meta({ id: 'WalletResponse' });

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bonus',
  'rollover',
  'win',
  'bet',
  // Our extension (issue 36; docs/product/rewards.md): boxes, prizes, the loyalty wallet, missions.
  'box_purchase',
  'box_sale',
  'prize_sale',
  'loyalty_cashout',
  'mission_reward',
  // Our extension (issue 37; docs/product/bonuses.md): a bonus leaves the bonus balance on expiry or
  // forfeit, and cashback is paid into cash or, on a regulated tenant, the loyalty wallet.
  'bonus_expiry',
  'bonus_forfeit',
  'cashback',
  // Our extension (issue 38; docs/product/vip-and-referrals.md): a qualified referral's reward and
  // a VIP level's reward.
  'referral',
  'level_reward',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * Which balance a ledger row moves: cash, bonus (rollover pending) or loyalty. Each balance is the
 * sum of its own rows.
 */
export const BALANCE_KINDS = ['cash', 'bonus', 'loyalty'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export const transactionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(TRANSACTION_TYPES),
    amount: centavos.describe('Signed: a bet or withdrawal is negative'),
    balance: z
      .enum(BALANCE_KINDS)
      .optional()
      .describe('Our extension: the balance the row moves; absent means cash'),
    created_at: isoDateTime,
  })
  .meta({ id: 'Transaction' });

// ─── The loyalty wallet (issue 36) ────────────────────────────────────────────────────────────────

/**
 * `POST /wallet/loyalty/cashout` (signed in, idempotent): moves `amount` from the loyalty wallet
 * into cash, one `loyalty_cashout` row on each side, in one transaction.
 */
export const loyaltyCashoutRequestSchema = z
  .object({ amount: z.coerce.number().int().positive().max(100_000_000_00) })
  .meta({ id: 'LoyaltyCashoutRequest' });
export type LoyaltyCashoutRequest = z.infer<typeof loyaltyCashoutRequestSchema>;
export const loyaltyCashoutResponseSchema = z
  .object({ wallet: walletSchema })
  .meta({ id: 'LoyaltyCashout' });

// ─── Histories (`/user/edit/transaction`, `/user/edit/history-casino`) ────────────────────────────

/** The transactions filter's periods, counted back from now; absent = everything. */
export const TRANSACTION_PERIODS = ['today', '7d', '30d', '90d'] as const;
export type TransactionPeriod = (typeof TRANSACTION_PERIODS)[number];

/** Our choice (the spec names no size): 20 rows to a page of either history. */
export const HISTORY_PAGE_SIZE = 20;

const historyPage = z.coerce.number().int().positive().max(100_000).default(1);

/** `GET /wallet/transactions` (signed in): `page`, and optionally one `type` and a `period`. */
export const transactionsQuerySchema = z
  .object({
    page: historyPage,
    type: z.enum(TRANSACTION_TYPES).optional(),
    period: z.enum(TRANSACTION_PERIODS).optional(),
  })
  .meta({ id: 'TransactionsQuery' });
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** A page of the ledger, newest first (§4 "Paged lists": advance until `last_page`). */
export const transactionPageSchema = z
  .object({
    data: z.array(transactionSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive().describe('At least 1, even for an empty list'),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** `GET wallet/bets` (signed in): `page`. */
export const casinoBetsQuerySchema = z
  .object({ page: historyPage })
  .meta({ id: 'CasinoBetsQuery' });

/**
 * §3 "Transaction" casino bet table: type, game, value, with bonus, refunded, date, actions (the
 * action opens the game: `/casino/{providercode}/{gamecode}`). One row per bet or win ledger row.
 */
export const casinoBetSchema = z
  .object({
    id: z.number().int().describe('The ledger row'),
    type: z.enum(['bet', 'win']),
    round: z.string().nullable().describe('The round: a bet and its win share it'),
    game: z
      .object({
        id: z.number().int(),
        title: z.string(),
        gamecode: z.string(),
        providercode: z.string(),
      })
      .nullable()
      .describe('Null when the game has since been removed'),
    amount: centavos.nonnegative().describe('The value, unsigned'),
    with_bonus: z.boolean().describe('Wagered from the bonus balance'),
    refunded: z.boolean().describe('The provider rolled the bet back'),
    created_at: isoDateTime,
  })
  .meta({ id: 'CasinoBet' });
export type CasinoBet = z.infer<typeof casinoBetSchema>;

export const casinoBetPageSchema = z
  .object({
    data: z.array(casinoBetSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'CasinoBetPage' });
export type CasinoBetPage = z.infer<typeof casinoBetPageSchema>;

// ─── Sportsbook bets (`/user/edit/history-sports`): our extension of §7 ───────────────────────────

/** `GET wallet/sports-bets` (signed in): `page`. */
export const sportsBetsQuerySchema = z
  .object({ page: historyPage })
  .meta({ id: 'SportsBetsQuery' });

/**
 * Where a sportsbook bet stands: open until Betby settles it (and again once a settlement is rolled
 * back), then won, lost, refunded (the stake returned), or discarded (Betby never accepted it).
 */
export const SPORTS_BET_STATUSES = ['open', 'won', 'lost', 'refunded', 'discarded'] as const;
export type SportsBetStatus = (typeof SPORTS_BET_STATUSES)[number];

export const SPORTS_BET_KINDS = ['single', 'multiple'] as const;
export type SportsBetKind = (typeof SPORTS_BET_KINDS)[number];

export const sportsBetSelectionSchema = z
  .object({
    event: z.string().describe('The match: its competitors, "Flamengo × Palmeiras"'),
    market: z.string().describe('"Resultado final"'),
    outcome: z.string().describe('"Flamengo"'),
    odds: z.string().describe('Decimal odds as Betby wrote them: "2.10"'),
  })
  .meta({ id: 'SportsBetSelection' });
export type SportsBetSelection = z.infer<typeof sportsBetSelectionSchema>;

/** One sportsbook bet, as bet/make placed it and the later callbacks settled it. */
export const sportsBetSchema = z
  .object({
    id: z.number().int().describe('Our id of the bet: bet/make’s answer'),
    created_at: isoDateTime,
    stake: centavos.nonnegative(),
    payout: centavos
      .nonnegative()
      .describe(
        'What the bet has credited to the ledger: a win, or the stake refunded; 0 when open',
      ),
    status: z.enum(SPORTS_BET_STATUSES),
    kind: z.enum(SPORTS_BET_KINDS),
    selections: z
      .array(sportsBetSelectionSchema)
      .describe('From the betslip bet/make sent; empty when it could not be read'),
  })
  .meta({ id: 'SportsBet' });
export type SportsBet = z.infer<typeof sportsBetSchema>;

export const sportsBetPageSchema = z
  .object({
    data: z.array(sportsBetSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'SportsBetPage' });
export type SportsBetPage = z.infer<typeof sportsBetPageSchema>;
