import { and, count, desc, eq, isNotNull, sql, sum } from 'drizzle-orm';
import type {
  SportsBet,
  SportsBetKind,
  SportsBetPage,
  SportsBetSelection,
  SportsBetStatus,
} from '@vitrine/contract/wallet.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { historyPage, type PlayerRef } from '../wallet/wallet-service.ts';

// The player's sportsbook bets (`GET /wallet/sports-bets`, our extension): one entry per bet/make,
// read back from `sportsbook_transactions`, whose betslip is Betby's data as it arrived.

const text = z.string().trim().min(1).max(200);

/**
 * A selection of the betslip as Betby (and the stand-in) sends it. Only what the history shows is
 * read; the rest of Betby's fields may be anything.
 */
const betslipSelectionSchema = z.looseObject({
  competitor_name: z.array(text).max(10).optional(),
  tournament_name: text.optional(),
  market_name: text,
  outcome_name: text,
  odds: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/),
});

const betslipSchema = z.looseObject({
  type: z.string().max(30).optional(),
  bets: z.array(betslipSelectionSchema).max(50),
});

/** The match: its competitors ("Flamengo × Palmeiras"), else its tournament (an outright). */
function eventName(selection: z.infer<typeof betslipSelectionSchema>): string | null {
  const competitors = selection.competitor_name ?? [];
  if (competitors.length > 0) return competitors.join(' × ');
  return selection.tournament_name ?? null;
}

/**
 * What the history shows of a betslip. A betslip it cannot read — not Betby's shape, a selection
 * without its market, outcome, odds or match — yields no selections rather than a failed page.
 */
export function readBetslip(betslip: unknown): {
  kind: SportsBetKind;
  selections: SportsBetSelection[];
} {
  const parsed = betslipSchema.safeParse(betslip);
  if (!parsed.success) return { kind: 'single', selections: [] };
  const selections: SportsBetSelection[] = [];
  for (const selection of parsed.data.bets) {
    const event = eventName(selection);
    if (event === null) return { kind: kindOf(parsed.data.type, 0), selections: [] };
    selections.push({
      event,
      market: selection.market_name,
      outcome: selection.outcome_name,
      odds: selection.odds,
    });
  }
  return { kind: kindOf(parsed.data.type, selections.length), selections };
}

/** Betby's betslip type: "1/1" is a single; "3/3" a multiple, "2/3" a system (shown as a multiple). */
function kindOf(type: string | undefined, selectionCount: number): SportsBetKind {
  if (type === undefined) return selectionCount > 1 ? 'multiple' : 'single';
  return type === '1/1' || type === 'single' ? 'single' : 'multiple';
}

type BetResult = (typeof sportsbookTransactions.$inferSelect)['result'];

/** A rolled-back settlement leaves `result` null again: the bet is open once more. */
const statusOf = (result: BetResult): SportsBetStatus => result ?? 'open';

/**
 * A page of the player's sportsbook bets, newest first. The payout is what the bet's later rows
 * moved on the ledger: a win's credit, the stake a refund or discard returned, less whatever a
 * rollback took back.
 */
export async function sportsBetsPage(
  db: Database,
  player: PlayerRef,
  page: number,
): Promise<SportsBetPage> {
  const own = and(
    eq(sportsbookTransactions.tenantId, player.tenantId),
    eq(sportsbookTransactions.userId, player.userId),
  );
  const payouts = db
    .select({
      betId: sql<number>`${sportsbookTransactions.betId}`.as('paid_bet_id'),
      payout: sum(sportsbookTransactions.ledgerAmount).as('payout'),
    })
    .from(sportsbookTransactions)
    .where(and(own, isNotNull(sportsbookTransactions.betId)))
    .groupBy(sportsbookTransactions.betId)
    .as('payouts');
  const matching = and(own, eq(sportsbookTransactions.operation, 'bet'));
  return historyPage(
    page,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: sportsbookTransactions.id,
            amount: sportsbookTransactions.amount,
            betslip: sportsbookTransactions.betslip,
            result: sportsbookTransactions.result,
            createdAt: sportsbookTransactions.createdAt,
            payout: payouts.payout,
          })
          .from(sportsbookTransactions)
          .leftJoin(payouts, eq(payouts.betId, sportsbookTransactions.id))
          .where(matching)
          .orderBy(desc(sportsbookTransactions.id))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(sportsbookTransactions).where(matching),
    },
    (row): SportsBet => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      stake: row.amount,
      payout: Math.max(0, Number(row.payout ?? 0)),
      status: statusOf(row.result),
      ...readBetslip(row.betslip),
    }),
  );
}
