import { and, eq, sql } from 'drizzle-orm';
import type {
  BetbyErrorName,
  BetbyTransactionAnswer,
  betCommitSchema,
  betDiscardSchema,
  BetMake,
  betLostSchema,
  betRefundSchema,
  betRollbackSchema,
  betSettlementSchema,
  betWinSchema,
} from '@vitrine/contract/sportsbook.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { users } from '../../db/schema/users.ts';
import { findUserById, isSelfExcluded } from '../users/user-service.ts';
import { type BetState, betStateColumns, betStateOf, nextBetState } from './bet-states.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { mayGamble } from '../responsible-gaming/may-gamble-service.ts';
import type { RankRow } from '../users/ranks-service.ts';
import { type LevelUp, raiseTotalBet } from '../vip/level-reward-service.ts';

// The sportsbook wallet (docs/design/sportsbook-api.md "Callbacks"): Betby's calls, already verified,
// move the same ledger as the casino. Every call that moves money locks the player's wallet first,
// so one player's calls run one at a time; under that lock a call first looks for its own Betby
// transaction id, and a replay answers from the row it finds without acting again.

export type SportsbookRow = typeof sportsbookTransactions.$inferSelect;

/** What a callback did: the answer, and the ledger rows to publish once committed. */
export type CallbackOutcome<Answer> =
  | {
      outcome: 'done';
      answer: Answer;
      wallet: WalletRow | null;
      entries: LedgerEntry[];
      /** The VIP levels a stake reached (issue 38), to announce after the commit. */
      levelUp?: LevelUp | null;
    }
  | { outcome: 'refused'; error: BetbyErrorName };

const refused = (error: BetbyErrorName) => ({ outcome: 'refused', error }) as const;

function done<Answer>(
  answer: Answer,
  wallet: WalletRow | null,
  entries: LedgerEntry[],
): CallbackOutcome<Answer> {
  return { outcome: 'done', answer, wallet, entries };
}

/** The ledger's round id of a bet: its bet and win rows share it. */
const roundIdOf = (betId: number) => `sportsbook-${betId}`;

/** A discard is stored under the bet's Betby id with this prefix: a late bet/make then finds it. */
const discardKey = (betExtId: string) => `discard:${betExtId}`;

/**
 * `balance` is the cash balance only (`wallets.balance`), never the bonus: Betby's wallet knows one
 * balance and a sportsbook stake takes cash only (docs/design/bonuses-plan.md "Money").
 */
export function presentAnswer(row: SportsbookRow, balance: number): BetbyTransactionAnswer {
  if (row.operation === 'discard') throw new Error('a discard answers an empty object');
  const parent = row.operation === 'rollback' ? row.parentId : row.betId;
  return {
    id: String(row.id),
    ext_transaction_id: row.extTransactionId,
    parent_transaction_id: parent === null ? null : String(parent),
    user_id: String(row.userId),
    operation: row.operation,
    amount: row.amount,
    currency: 'BRL',
    balance,
  };
}

async function rowByExt(tx: Database, tenantId: number, extTransactionId: string) {
  const [row] = await tx
    .select()
    .from(sportsbookTransactions)
    .where(
      and(
        eq(sportsbookTransactions.tenantId, tenantId),
        eq(sportsbookTransactions.extTransactionId, extTransactionId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One of the tenant's rows by our id, locked when `forUpdate`. */
async function rowById(tx: Database, tenantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(sportsbookTransactions)
    .where(and(eq(sportsbookTransactions.tenantId, tenantId), eq(sportsbookTransactions.id, id)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

async function findBet(db: Database, tenantId: number, betTransactionId: string) {
  const row = await rowById(db, tenantId, Number(betTransactionId));
  return row?.operation === 'bet' ? row : null;
}

async function insertRow(
  tx: Database,
  values: typeof sportsbookTransactions.$inferInsert,
): Promise<SportsbookRow> {
  const [row] = await tx.insert(sportsbookTransactions).values(values).returning();
  if (!row) throw new Error('the sportsbook transaction was not stored');
  return row;
}

/**
 * A callback on one of our bets: an unknown bet is `parent_not_found`; otherwise `act` runs in a
 * money transaction under the player's wallet lock, with the bet read again `FOR UPDATE`.
 */
async function onLockedBet<Answer>(
  db: Database,
  { tenantId, betTransactionId, now }: { tenantId: number; betTransactionId: string; now: Date },
  act: (
    tx: Database,
    bet: SportsbookRow,
    locked: WalletRow,
    player: PlayerRef,
  ) => Promise<CallbackOutcome<Answer>>,
): Promise<CallbackOutcome<Answer>> {
  const found = await findBet(db, tenantId, betTransactionId);
  if (!found) return refused('parent_not_found');
  const player = { tenantId, userId: found.userId };
  return moneyTransaction(db, async (tx): Promise<CallbackOutcome<Answer>> => {
    const locked = await lockWallet(tx, player, now);
    const bet = await rowById(tx, tenantId, found.id, true);
    if (!bet) return refused('parent_not_found');
    return act(tx, bet, locked, player);
  });
}

/**
 * A Betby transaction id we already hold: a replay of the same call gets the answer it had (with
 * the balance now), anything else under that id is `bad_request`. Null for a new id.
 */
async function answerIfSeen(
  tx: Database,
  tenantId: number,
  extTransactionId: string,
  balance: number,
  isReplay: (row: SportsbookRow) => boolean,
): Promise<CallbackOutcome<BetbyTransactionAnswer> | null> {
  const existing = await rowByExt(tx, tenantId, extTransactionId);
  if (!existing) return null;
  if (!isReplay(existing)) return refused('bad_request');
  return done(presentAnswer(existing, balance), null, []);
}

/** §3 User totalBet follows the wagers: a stake returned is no longer one. */
async function addToTotalBet(tx: Database, player: PlayerRef, amount: number, now: Date) {
  await tx
    .update(users)
    .set({ totalBet: sql`greatest(${users.totalBet} + ${amount}, 0)`, updatedAt: now })
    .where(and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId)));
}

/** Stores the bet's new state (bet-states.ts); a state it already has writes nothing. */
async function setBetState(tx: Database, bet: SportsbookRow, state: BetState, now: Date) {
  if (betStateOf(bet) === state) return;
  await tx
    .update(sportsbookTransactions)
    .set(betStateColumns(state, now, bet.committedAt))
    .where(eq(sportsbookTransactions.id, bet.id));
}

/** Writes `ledgerAmount` (of `type`) for `row`, and records on the row what reached the ledger. */
async function move(
  tx: Database,
  wallet: WalletRow,
  row: SportsbookRow,
  type: 'bet' | 'win',
  ledgerAmount: number,
  roundId: string,
  now: Date,
): Promise<{ wallet: WalletRow; entries: LedgerEntry[] }> {
  if (ledgerAmount === 0) return { wallet, entries: [] };
  const entries: LedgerEntry[] = [
    { type, amount: ledgerAmount, roundId, sportsbookTransactionId: row.id },
  ];
  const moved = await postEntries(tx, wallet, entries, now);
  await tx
    .update(sportsbookTransactions)
    .set({ ledgerAmount })
    .where(eq(sportsbookTransactions.id, row.id));
  return { wallet: moved, entries };
}

/**
 * bet/make: debits the stake with a `bet` row. A stake above the balance is refused with nothing
 * written; so is a bet Betby discarded before it arrived, a self-excluded player's bet (§4), and
 * one `mayGamble` refuses (issue 35). The stake adds to totalBet and may reach a VIP level of
 * `ladder` (the tenant's, vip-ladder-service.ts), whose reward is paid here (issue 38).
 */
export async function makeBet(
  db: Database,
  {
    tenantId,
    call,
    now,
    ladder,
  }: { tenantId: number; call: BetMake; now: Date; ladder: readonly RankRow[] },
): Promise<CallbackOutcome<BetbyTransactionAnswer>> {
  const user = await findUserById(db, tenantId, Number(call.player_id));
  if (!user) return refused('player_not_found');
  if (call.currency !== 'BRL') return refused('invalid_currency');
  if (isSelfExcluded(user, now)) return refused('player_blocked');
  const player = { tenantId, userId: user.id };
  const extId = call.transaction.id;

  return moneyTransaction(db, async (tx): Promise<CallbackOutcome<BetbyTransactionAnswer>> => {
    const locked = await lockWallet(tx, player, now);
    const seen = await answerIfSeen(
      tx,
      tenantId,
      extId,
      locked.balance,
      (row) => row.operation === 'bet' && row.userId === user.id && row.amount === call.amount,
    );
    if (seen) return seen;
    if (await rowByExt(tx, tenantId, discardKey(extId))) return refused('bad_request');
    // Issue 35: an impeded player is blocked. No bet while paused or self-excluded, without the
    // required limits, past the time limit or past the bet and loss limits: Betby's protocol has
    // no code for these, so the short-balance answer is the refusal it shows
    // (docs/design/responsible-gaming.md).
    const refusal = await mayGamble(tx, player, { kind: 'stake', amount: call.amount }, now);
    if (refusal) {
      return refused(refusal.code === 'player.impeded' ? 'player_blocked' : 'not_enough_money');
    }
    if (call.amount > locked.balance) return refused('not_enough_money');

    const bet = await insertRow(tx, {
      tenantId,
      userId: user.id,
      operation: 'bet',
      extTransactionId: extId,
      amount: call.amount,
      betslip: call.betslip,
      createdAt: now,
    });
    const { wallet, entries } = await move(
      tx,
      locked,
      bet,
      'bet',
      -call.amount,
      roundIdOf(bet.id),
      now,
    );
    const raised = await raiseTotalBet(tx, wallet, call.amount, ladder, now);
    return {
      outcome: 'done',
      answer: presentAnswer(bet, raised.wallet.balance),
      wallet: raised.wallet,
      entries: [...entries, ...raised.entries],
      levelUp: raised.levelUp,
    };
  });
}

/**
 * bet/commit: Betby accepted the bet. Under the player's wallet lock, like a discard, so the two
 * never both succeed (bet-states.ts); a second commit, or one after the result, changes nothing.
 */
export async function commitBet(
  db: Database,
  { tenantId, call, now }: { tenantId: number; call: z.infer<typeof betCommitSchema>; now: Date },
): Promise<CallbackOutcome<Record<string, never>>> {
  return onLockedBet(
    db,
    { tenantId, betTransactionId: call.bet_transaction_id, now },
    async (tx, bet): Promise<CallbackOutcome<Record<string, never>>> => {
      const next = nextBetState(betStateOf(bet), 'commit');
      if (next === null) return refused('bad_request');
      await setBetState(tx, bet, next, now);
      return done({}, null, []);
    },
  );
}

/** bet/settlement: the bet's final status, for the record; money moves by win, lost and refund. */
export async function recordSettlement(
  db: Database,
  { tenantId, call }: { tenantId: number; call: z.infer<typeof betSettlementSchema> },
): Promise<CallbackOutcome<Record<string, never>>> {
  const bet = await findBet(db, tenantId, call.bet_transaction_id);
  if (!bet) return refused('parent_not_found');
  // In a money transaction although no money moves: a commit or a result may be writing the same
  // row, and under a REPEATABLE READ default a lone UPDATE would fail on it (decision 026).
  await moneyTransaction(db, (tx) =>
    tx
      .update(sportsbookTransactions)
      .set({ settlement: call.status })
      .where(eq(sportsbookTransactions.id, bet.id)),
  );
  return done({}, null, []);
}

type ResultCall =
  | { operation: 'win'; call: z.infer<typeof betWinSchema> }
  | { operation: 'lost'; call: z.infer<typeof betLostSchema> }
  | { operation: 'refund'; call: z.infer<typeof betRefundSchema> };

/**
 * bet/win, bet/lost and bet/refund: how an open bet ended. A win credits its amount with a `win`
 * row; a refund returns the stake with a `bet` row of +stake (the wager undone, not a win); a loss
 * moves nothing. A bet that already ended (and was not rolled back) is refused.
 */
export async function settleBet(
  db: Database,
  { tenantId, result, now }: { tenantId: number; result: ResultCall; now: Date },
): Promise<CallbackOutcome<BetbyTransactionAnswer>> {
  const { operation, call } = result;
  if (operation === 'win' && call.currency !== 'BRL') return refused('invalid_currency');
  const extId = call.transaction.id;

  return onLockedBet(
    db,
    { tenantId, betTransactionId: call.bet_transaction_id, now },
    async (tx, bet, locked, player): Promise<CallbackOutcome<BetbyTransactionAnswer>> => {
      const seen = await answerIfSeen(
        tx,
        tenantId,
        extId,
        locked.balance,
        (row) => row.operation === operation && row.betId === bet.id,
      );
      if (seen) return seen;
      const next = nextBetState(betStateOf(bet), operation);
      if (next === null) return refused('bad_request');

      const stake = -bet.ledgerAmount;
      const amount = operation === 'win' ? call.amount : operation === 'refund' ? stake : 0;
      const row = await insertRow(tx, {
        tenantId,
        userId: bet.userId,
        operation,
        extTransactionId: extId,
        betId: bet.id,
        amount,
        createdAt: now,
      });
      const { wallet, entries } = await move(
        tx,
        locked,
        row,
        operation === 'win' ? 'win' : 'bet',
        operation === 'lost' ? 0 : amount,
        roundIdOf(bet.id),
        now,
      );
      await setBetState(tx, bet, next, now);
      if (operation === 'refund') await addToTotalBet(tx, player, -stake, now);
      return done(presentAnswer(row, wallet.balance), wallet, entries);
    },
  );
}

/**
 * bet/discard: Betby could not accept a bet it asked us to make; its stake comes back with a `bet`
 * row of +stake. A discard of a bet that never reached us is stored, so that the bet, arriving
 * late, is refused rather than debited.
 */
export async function discardBet(
  db: Database,
  { tenantId, call, now }: { tenantId: number; call: z.infer<typeof betDiscardSchema>; now: Date },
): Promise<CallbackOutcome<Record<string, never>>> {
  const user = await findUserById(db, tenantId, Number(call.ext_player_id));
  if (!user) return refused('player_not_found');
  const player = { tenantId, userId: user.id };

  return moneyTransaction(db, async (tx): Promise<CallbackOutcome<Record<string, never>>> => {
    const locked = await lockWallet(tx, player, now);
    if (await rowByExt(tx, tenantId, discardKey(call.transaction_id))) return done({}, null, []);
    const found = await rowByExt(tx, tenantId, call.transaction_id);
    const bet = found?.operation === 'bet' ? await rowById(tx, tenantId, found.id, true) : null;
    if (found && (!bet || bet.userId !== user.id)) return refused('bad_request');
    const next = bet ? nextBetState(betStateOf(bet), 'discard') : null;
    if (bet && next === null) return refused('bad_request');

    const stake = bet ? -bet.ledgerAmount : 0;
    const row = await insertRow(tx, {
      tenantId,
      userId: user.id,
      operation: 'discard',
      extTransactionId: discardKey(call.transaction_id),
      betId: bet?.id ?? null,
      amount: stake,
      createdAt: now,
    });
    if (!bet || next === null) return done({}, null, []);
    const { wallet, entries } = await move(tx, locked, row, 'bet', stake, roundIdOf(bet.id), now);
    await setBetState(tx, bet, next, now);
    await addToTotalBet(tx, player, -stake, now);
    return done({}, wallet, entries);
  });
}

/**
 * bet/rollback: undoes one win, lost or refund of the bet, once, with a row of the same type and
 * the opposite amount; the bet is open again for its new result. Taking back money the player no
 * longer has takes the balance below zero (decision 027): no bet, spin or withdrawal until repaid.
 */
export async function rollbackResult(
  db: Database,
  { tenantId, call, now }: { tenantId: number; call: z.infer<typeof betRollbackSchema>; now: Date },
): Promise<CallbackOutcome<BetbyTransactionAnswer>> {
  const extId = call.transaction.id;

  return onLockedBet(
    db,
    { tenantId, betTransactionId: call.bet_transaction_id, now },
    async (tx, bet, locked, player): Promise<CallbackOutcome<BetbyTransactionAnswer>> => {
      const parentId = Number(call.parent_transaction_id);
      const seen = await answerIfSeen(
        tx,
        tenantId,
        extId,
        locked.balance,
        (row) => row.operation === 'rollback' && row.parentId === parentId,
      );
      if (seen) return seen;
      const parent = await rowById(tx, tenantId, parentId, true);
      const undoable =
        parent?.operation === 'win' ||
        parent?.operation === 'lost' ||
        parent?.operation === 'refund';
      if (!parent || !undoable || parent.betId !== bet.id) return refused('parent_not_found');
      const next = nextBetState(betStateOf(bet), 'rollback');
      if (parent.rolledBackAt !== null || next === null) return refused('bad_request');
      // Decision 027: Betby's correction always applies, even when the player has spent or
      // withdrawn the win; the balance then goes below zero and is repaid by the next credits.
      const reverse = -parent.ledgerAmount;

      const row = await insertRow(tx, {
        tenantId,
        userId: bet.userId,
        operation: 'rollback',
        extTransactionId: extId,
        betId: bet.id,
        parentId: parent.id,
        amount: Math.abs(reverse),
        createdAt: now,
      });
      const { wallet, entries } = await move(
        tx,
        locked,
        row,
        parent.operation === 'win' ? 'win' : 'bet',
        reverse,
        roundIdOf(bet.id),
        now,
      );
      await tx
        .update(sportsbookTransactions)
        .set({ rolledBackAt: now })
        .where(eq(sportsbookTransactions.id, parent.id));
      await setBetState(tx, bet, next, now);
      if (parent.operation === 'refund') await addToTotalBet(tx, player, parent.amount, now);
      return done(presentAnswer(row, wallet.balance), wallet, entries);
    },
  );
}
