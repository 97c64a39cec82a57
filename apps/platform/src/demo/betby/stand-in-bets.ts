import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  BETBY_ERRORS,
  betbyErrorSchema,
  betbyTransactionAnswerSchema,
  type SportsbookLang,
} from '@vitrine/contract/sportsbook.ts';
import {
  STAND_IN_BET_LIST_LIMIT,
  type StandInBetList,
  type StandInBetRequest,
  type StandInBetResponse,
  type StandInSettleResponse,
} from '@vitrine/contract/sportsbook-stand-in.ts';
import type { Database } from '../../db/client.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { ApiError } from '../../http/errors.ts';
import { selfExcludedError } from '../../modules/accounts/session.ts';
import { findUserById } from '../../modules/users/user-service.ts';
import { potentialWin, priceSelection, standInFixtures, totalOdds } from './stand-in-fixtures.ts';

// The stand-in's server side (docs/design/sportsbook-api.md "Stand-in"): what Betby's servers do
// live. A bet is priced from the seeded fixtures and sent to the wallet as Betby would, bet/make
// then bet/commit; the demo control settles it, win / lost / refund then bet/settlement. Every call
// goes through the real callback routes, signed with the stand-in's "Betby" key.

/** One callback, signed and posted to the tenant's own wallet route; its status and body. */
export type BetbyCaller = (
  path: string,
  data: object,
) => Promise<{ status: number; body: unknown }>;

export interface StandInPlayer {
  tenantId: number;
  userId: number;
  lang: SportsbookLang;
}

const callbackError = (body: unknown) => betbyErrorSchema.safeParse(body).data?.code;

function unexpected(path: string, response: { status: number; body: unknown }): Error {
  return new Error(
    `The stand-in's ${path} was refused: ${response.status} ${JSON.stringify(response.body)}`,
  );
}

/** The bet `selections` name, priced now; a selection the fixtures do not have is a 422. */
function pricedSlip(request: StandInBetRequest, lang: SportsbookLang, now: Date, locale: Locale) {
  const fixtures = standInFixtures(lang, now);
  const priced = request.selections.map((selection) => {
    const found = priceSelection(fixtures, selection.event_id, selection.outcome_id);
    if (!found) throw new ApiError('sportsbook.selection_unknown', locale, { field: 'selections' });
    return found;
  });
  const matches = new Set(priced.map((selection) => selection.event.id));
  const fits =
    request.type === 'single'
      ? priced.length === 1
      : priced.length >= 2 && matches.size === priced.length;
  if (!fits) throw new ApiError('sportsbook.slip_invalid', locale, { field: 'selections' });
  return priced;
}

export async function placeStandInBet(
  db: Database,
  input: {
    player: StandInPlayer;
    request: StandInBetRequest;
    callBetby: BetbyCaller;
    now: Date;
    locale: Locale;
  },
): Promise<StandInBetResponse> {
  const { player, request, callBetby, now, locale } = input;
  const priced = pricedSlip(request, player.lang, now, locale);
  const odds = totalOdds(priced.map((selection) => selection.outcome.odds));
  const win = potentialWin(request.stake, odds);
  const transactionId = `standin-${randomUUID()}`;
  const made = await callBetby('bet/make', {
    amount: request.stake,
    currency: 'BRL',
    player_id: String(player.userId),
    session_id: randomUUID(),
    transaction: {
      id: transactionId,
      amount: request.stake,
      currency: 'BRL',
      operation: 'bet',
    },
    betslip: {
      id: `standin-slip-${randomUUID()}`,
      type: request.type === 'single' ? '1/1' : `${priced.length}/${priced.length}`,
      sum: request.stake,
      k: odds,
      bets: priced.map(({ event, sportName, leagueName, market, outcome }) => ({
        id: outcome.id,
        event_id: event.id,
        sport_name: sportName,
        tournament_name: leagueName,
        competitor_name: [event.home, event.away],
        market_name: market.name,
        outcome_name: outcome.name,
        odds: outcome.odds,
        live: event.live,
        scheduled: Math.floor(Date.parse(event.starts_at) / 1000),
      })),
    },
    potential_win: win,
  });
  if (made.status !== 200) {
    const code = callbackError(made.body);
    if (code === BETBY_ERRORS.not_enough_money.code) {
      throw new ApiError('wallet.insufficient_balance', locale, { field: 'stake' });
    }
    if (code === BETBY_ERRORS.player_blocked.code) {
      const user = await findUserById(db, player.tenantId, player.userId);
      if (user) throw selfExcludedError(user, locale);
    }
    if (code === BETBY_ERRORS.player_not_found.code) {
      throw new ApiError('auth.unauthenticated', locale);
    }
    throw unexpected('bet/make', made);
  }
  const bet = betbyTransactionAnswerSchema.parse(made.body);
  const committed = await callBetby('bet/commit', { bet_transaction_id: bet.id });
  if (committed.status !== 200) throw unexpected('bet/commit', committed);
  return {
    bet: {
      id: bet.id,
      type: request.type,
      stake: request.stake,
      odds,
      potential_win: win,
      selections: priced.map(({ event, market, outcome }) => ({
        event_id: event.id,
        outcome_id: outcome.id,
        event_name: `${event.home} × ${event.away}`,
        market_name: market.name,
        outcome_name: outcome.name,
        odds: outcome.odds,
      })),
    },
    balance: bet.balance,
  };
}

const SETTLEMENT_STATUS = { win: 'won', lost: 'lost', refund: 'refund' } as const;

/** The demo control: the player's open bet settles as `outcome`, as Betby would report it. */
export async function settleStandInBet(
  db: Database,
  input: {
    player: StandInPlayer;
    betId: number;
    outcome: keyof typeof SETTLEMENT_STATUS;
    callBetby: BetbyCaller;
    locale: Locale;
  },
): Promise<StandInSettleResponse> {
  const { player, betId, outcome, callBetby, locale } = input;
  const [bet] = await db
    .select()
    .from(sportsbookTransactions)
    .where(
      and(
        eq(sportsbookTransactions.tenantId, player.tenantId),
        eq(sportsbookTransactions.id, betId),
        eq(sportsbookTransactions.userId, player.userId),
        eq(sportsbookTransactions.operation, 'bet'),
      ),
    );
  if (!bet) throw new ApiError('sportsbook.bet_not_found', locale);
  if (bet.result !== null) throw new ApiError('sportsbook.bet_settled', locale);
  const slip = betslipOdds(bet.betslip);
  const id = String(bet.id);
  const transaction = { id: `standin-${randomUUID()}` };
  const amount = outcome === 'win' ? potentialWin(bet.amount, slip) : 0;
  const settled =
    outcome === 'win'
      ? await callBetby('bet/win', {
          bet_transaction_id: id,
          amount,
          currency: 'BRL',
          is_cashout: false,
          transaction: { ...transaction, amount, currency: 'BRL', operation: 'win' },
        })
      : await callBetby(`bet/${outcome}`, { bet_transaction_id: id, transaction });
  if (settled.status !== 200) {
    // Settled meanwhile by another call of the control.
    if (callbackError(settled.body) === BETBY_ERRORS.bad_request.code) {
      throw new ApiError('sportsbook.bet_settled', locale);
    }
    throw unexpected(`bet/${outcome}`, settled);
  }
  const answer = betbyTransactionAnswerSchema.parse(settled.body);
  const recorded = await callBetby('bet/settlement', {
    bet_transaction_id: id,
    status: SETTLEMENT_STATUS[outcome],
  });
  if (recorded.status !== 200) throw unexpected('bet/settlement', recorded);
  return {
    bet_id: id,
    outcome,
    credited: outcome === 'lost' ? 0 : answer.amount,
    balance: answer.balance,
  };
}

/** The total odds bet/make recorded on the bet's row ("1.00" when the row has none). */
function betslipOdds(betslip: unknown): string {
  if (typeof betslip === 'object' && betslip !== null && 'k' in betslip) {
    const k = betslip.k;
    if (typeof k === 'string' && /^\d{1,6}\.\d{2}$/.test(k)) return k;
  }
  return '1.00';
}

/** The part of a bet/make betslip the list shows; anything else in it is Betby's and left alone. */
const listedBetslipSchema = z.object({
  k: z
    .string()
    .regex(/^\d{1,6}\.\d{2}$/)
    .optional(),
  bets: z
    .array(
      z.object({
        id: z.string(),
        event_id: z.string(),
        competitor_name: z.array(z.string()).optional(),
        market_name: z.string().optional(),
        outcome_name: z.string().optional(),
        odds: z.string().optional(),
      }),
    )
    .optional(),
});

/**
 * "Minhas apostas": the player's bets on this tenant, the newest first, each with its selections
 * as bet/make recorded them, how it ended and what it has brought back (its wins and refunds, less
 * their rollbacks: the sum of its rows' ledger amounts).
 */
export async function listStandInBets(
  db: Database,
  player: Pick<StandInPlayer, 'tenantId' | 'userId'>,
): Promise<StandInBetList> {
  const rows = await db
    .select()
    .from(sportsbookTransactions)
    .where(
      and(
        eq(sportsbookTransactions.tenantId, player.tenantId),
        eq(sportsbookTransactions.userId, player.userId),
        eq(sportsbookTransactions.operation, 'bet'),
      ),
    )
    .orderBy(desc(sportsbookTransactions.createdAt), desc(sportsbookTransactions.id))
    .limit(STAND_IN_BET_LIST_LIMIT);
  if (rows.length === 0) return { bets: [] };
  const returned = await db
    .select({
      betId: sportsbookTransactions.betId,
      credited: sql<string>`coalesce(sum(${sportsbookTransactions.ledgerAmount}), 0)`,
    })
    .from(sportsbookTransactions)
    .where(
      and(
        eq(sportsbookTransactions.tenantId, player.tenantId),
        inArray(
          sportsbookTransactions.betId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(sportsbookTransactions.betId);
  const creditedOf = new Map(returned.map((row) => [row.betId, Number(row.credited)]));
  return {
    bets: rows.map((row) => {
      const slip = listedBetslipSchema.safeParse(row.betslip).data;
      const selections = (slip?.bets ?? []).map((bet) => ({
        event_id: bet.event_id,
        outcome_id: bet.id,
        event_name: (bet.competitor_name ?? []).join(' × '),
        market_name: bet.market_name ?? '',
        outcome_name: bet.outcome_name ?? '',
        odds: bet.odds ?? '',
      }));
      const odds = slip?.k ?? '1.00';
      return {
        id: String(row.id),
        type: selections.length > 1 ? ('multiple' as const) : ('single' as const),
        stake: row.amount,
        odds,
        potential_win: potentialWin(row.amount, odds),
        selections,
        result: row.result,
        committed: row.committedAt !== null,
        credited: creditedOf.get(row.id) ?? 0,
        placed_at: row.createdAt.toISOString(),
      };
    }),
  };
}
