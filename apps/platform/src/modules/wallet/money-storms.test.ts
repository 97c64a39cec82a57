import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { betbyErrorSchema } from '@vitrine/contract/sportsbook.ts';
import { withdrawalResponseSchema } from '@vitrine/contract/withdrawals.ts';
import type { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { gameByCode, launchGame, slotRoundSchema, spinSlot } from '../../test/casino.ts';
import { payPix, pixCharge } from '../../test/payments.ts';
import {
  callBetby,
  ledgerRowsOf,
  makeCall,
  newBetbyId,
  placeBet,
  SPORTSBOOK_TEST_SECRET,
  sportsbookRowsOf as playerSportsbookRowsOf,
  transactionAnswer,
  transactionCall,
  winCall,
} from '../../test/sportsbook.ts';
import { repeated, storm } from '../../test/storm.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import {
  addOwnCpfKey,
  balanceOf,
  cancelWithdrawal,
  requestWithdrawal,
  withdraw,
  type WithdrawingPlayer,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';

// Storms on the money API (issue 33 §6): many requests at once on one wallet, after which the
// balance is the sum of the ledger and every movement is in it exactly once. PGlite answers them
// one query at a time; `npm run test:postgres` runs them again on PostgreSQL, where they race.

type SportsbookRow = typeof sportsbookTransactions.$inferSelect;

/** A sportsbook bet: Betby's transaction id of it, and ours. */
interface MadeBet {
  transactionId: string;
  betId: string;
}

/** A sportsbook bet and the win it was settled with. */
interface SettledBet {
  betId: string;
  winId: string;
}

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

const succeeded = (answer: { statusCode: number }) => answer.statusCode === 200;

const betby = (path: string, data: object) => callBetby(platform.app, path, data);

/** A player who may withdraw to their own CPF, holding `balance` from one deposit row. */
async function playerHolding(balance: number) {
  const player = await withdrawingPlayer(platform.app, platform.db, { balance });
  await addOwnCpfKey(player);
  return player;
}

const ledgerOf = (player: WithdrawingPlayer) => ledgerRowsOf(platform.db, player);

const sportsbookRowsOf = (player: WithdrawingPlayer) => playerSportsbookRowsOf(platform.db, player);

/** The wallet's balance, after checking that it is the sum of the ledger and not below zero. */
async function wholeBalance(player: WithdrawingPlayer) {
  const { balance, ledger } = await balanceOf(platform.db, player);
  expect(ledger).toBe(balance);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

/** A bet's `result` while a win, lost or refund is in force. */
const RESULT_OF: Partial<Record<SportsbookRow['operation'], string>> = {
  win: 'won',
  lost: 'lost',
  refund: 'refunded',
};

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('a storm of money requests', () => {
  it('credits 20 concurrent payments of one PIX code once', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    const charge = await pixCharge(platform.app, 'demo', player.token, 3_000);
    const answers = await storm('one PIX code paid 20 times', {
      'demo/bank/pay': repeated(20, () => payPix(platform.app, 'demo', charge.qrcode)),
    });
    expect(
      answers('demo/bank/pay')
        .map((answer) => answer.statusCode)
        .sort(),
    ).toEqual([200, ...Array<number>(19).fill(409)]);
    const ledger = await ledgerOf(player);
    expect(ledger.map((row) => [row.type, row.amount])).toEqual([['deposit', 3_000]]);
    expect(await wholeBalance(player)).toBe(3_000);
  });

  it('keeps one wallet whole under spins, withdrawals, sportsbook bets and cancellations at once', async () => {
    const player = await playerHolding(15_000);
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', tigre, { token: player.token });
    const earlier: number[] = [];
    for (let index = 0; index < 3; index += 1)
      earlier.push((await withdraw(player, 2_000)).withdrawal.id);

    // R$ 90,00 left and R$ 200,00 asked for at once, while R$ 60,00 comes back: some calls must
    // find too little, and each earlier withdrawal is cancelled twice.
    const answers = await storm('one wallet', {
      spin: repeated(10, () => spinSlot(platform.app, path, 500)),
      'withdraw/request': repeated(5, () => requestWithdrawal(player, { amount: 2_000 })),
      'bet/make': repeated(5, () => betby('bet/make', makeCall(player.id, 1_000))),
      'user-cancel-withdrawal': earlier.flatMap((id) =>
        repeated(2, () => cancelWithdrawal(player, id)),
      ),
    });

    const spins = answers('spin');
    for (const answer of spins) expect([200, 422], answer.body).toContain(answer.statusCode);
    const rounds = spins.filter(succeeded).map((answer) => slotRoundSchema.parse(jsonBody(answer)));
    const requests = answers('withdraw/request');
    for (const answer of requests) expect([200, 422], answer.body).toContain(answer.statusCode);
    const requested = requests
      .filter(succeeded)
      .map((answer) => withdrawalResponseSchema.parse(jsonBody(answer)));
    const makes = answers('bet/make');
    for (const refused of makes.filter((answer) => !succeeded(answer)))
      expect(betbyErrorSchema.parse(jsonBody(refused)).code).toBe(2001);
    const bets = makes.filter(succeeded).map(transactionAnswer);
    const cancels = answers('user-cancel-withdrawal');
    for (const answer of cancels) expect([200, 409], answer.body).toContain(answer.statusCode);
    const cancelled = cancels
      .filter(succeeded)
      .map((answer) => withdrawalResponseSchema.parse(jsonBody(answer)));
    expect(cancelled.map((answer) => answer.withdrawal.id).sort()).toEqual([...earlier].sort());

    // No answer saw the wallet below zero (the schemas say so of every balance they carry)…
    for (const answer of [...rounds, ...requested, ...bets, ...cancelled])
      expect(answer.balance).toBeGreaterThanOrEqual(0);

    // …and each accepted call is in the ledger exactly once, a refused one not at all.
    const ledger = await ledgerOf(player);
    const rowsWhere = (match: (row: (typeof ledger)[number]) => boolean) =>
      ledger.filter(match).map((row) => [row.type, row.amount]);
    for (const round of rounds) {
      expect(rowsWhere((row) => row.roundId === round.round_id)).toEqual([
        ['bet', -500],
        ...(round.win > 0 ? [['win', round.win]] : []),
      ]);
    }
    for (const { withdrawal } of requested)
      expect(rowsWhere((row) => row.withdrawalId === withdrawal.id)).toEqual([
        ['withdraw', -2_000],
      ]);
    for (const id of earlier) {
      expect(rowsWhere((row) => row.withdrawalId === id)).toEqual([
        ['withdraw', -2_000],
        ['withdraw', 2_000],
      ]);
    }
    for (const bet of bets) {
      expect(rowsWhere((row) => row.sportsbookTransactionId === Number(bet.id))).toEqual([
        ['bet', -1_000],
      ]);
    }
    const slotRows = sum(rounds.map((round) => (round.win > 0 ? 2 : 1)));
    const otherRows = 1 + earlier.length + requested.length + bets.length + cancelled.length;
    expect(ledger).toHaveLength(slotRows + otherRows);
    const madeWithdrawals = await platform.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.userId, player.id));
    expect(madeWithdrawals).toHaveLength(earlier.length + requested.length);

    const won = sum(rounds.map((round) => round.win - 500));
    expect(await wholeBalance(player)).toBe(
      15_000 + won - 2_000 * requested.length - 1_000 * bets.length,
    );
  });

  it('reserves once for 10 concurrent withdrawal requests with one Idempotency-Key', async () => {
    const player = await playerHolding(50_000);
    const headers = { 'idempotency-key': `storm-${player.id}` };
    const answers = await storm('one Idempotency-Key', {
      'withdraw/request': repeated(10, () => requestWithdrawal(player, { amount: 5_000 }, headers)),
    });
    const all = answers('withdraw/request');
    const firsts = all.filter(
      (answer) => succeeded(answer) && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(firsts).toHaveLength(1);
    const [first] = firsts;
    // The others either replay the first answer or are told it is still running.
    for (const answer of all.filter((answer) => answer !== first)) {
      if (succeeded(answer)) {
        expect(answer.headers['idempotent-replayed']).toBe('true');
        expect(answer.body).toBe(first?.body);
      } else {
        expect(answer.statusCode, answer.body).toBe(409);
      }
    }
    const made = await platform.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.userId, player.id));
    expect(made).toHaveLength(1);
    const ledger = await ledgerOf(player);
    expect(ledger.filter((row) => row.type === 'withdraw').map((row) => row.amount)).toEqual([
      -5_000,
    ]);
    expect(await wholeBalance(player)).toBe(45_000);
  });

  it('keeps at most one result of a sportsbook bet in force when win, refund, lost and rollback race', async () => {
    const player = await playerHolding(50_000);
    const settled: SettledBet[] = [];
    for (let index = 0; index < 5; index += 1) {
      const bet = await placeBet(platform.app, player.id, 1_000);
      const win = transactionAnswer(await betby('bet/win', winCall(bet.id, 3_000)));
      settled.push({ betId: bet.id, winId: win.id });
    }
    const onEach = (send: (bet: SettledBet) => ReturnType<typeof betby>) =>
      settled.map((bet) => () => send(bet));
    const rollback = ({ betId, winId }: SettledBet) =>
      betby('bet/rollback', {
        bet_transaction_id: betId,
        parent_transaction_id: winId,
        transaction: { id: newBetbyId() },
      });
    // Each bet's win is rolled back twice, while a new win, a refund and a loss arrive.
    const answers = await storm('results of one bet', {
      'bet/rollback': [...onEach(rollback), ...onEach(rollback)],
      'bet/win': onEach(({ betId }) => betby('bet/win', winCall(betId, 2_500))),
      'bet/refund': onEach(({ betId }) => betby('bet/refund', transactionCall(betId))),
      'bet/lost': onEach(({ betId }) => betby('bet/lost', transactionCall(betId))),
    });
    const all = (['bet/rollback', 'bet/win', 'bet/refund', 'bet/lost'] as const).flatMap((kind) =>
      answers(kind),
    );
    for (const answer of all) expect([200, 400], answer.body).toContain(answer.statusCode);

    const rows = await sportsbookRowsOf(player);
    const ledger = await ledgerOf(player);
    const moved: number[] = [];
    for (const { betId } of settled) {
      const own = rows.filter((row) => String(row.id) === betId || String(row.betId) === betId);
      const results = own.filter(
        (row) => row.operation === 'win' || row.operation === 'lost' || row.operation === 'refund',
      );
      const inForce = results.filter((row) => row.rolledBackAt === null);
      expect(inForce.length, `results in force on bet ${betId}`).toBeLessThanOrEqual(1);
      // Both rollbacks name the first win: it is undone once.
      expect(own.filter((row) => row.operation === 'rollback')).toHaveLength(1);
      const [result] = inForce;
      const bet = own.find((row) => row.operation === 'bet');
      expect(bet?.result ?? null).toBe(result ? RESULT_OF[result.operation] : null);
      // Every row moved money at most once, and all of them together as the result in force says.
      const rowsOfBet = own.map((row) =>
        ledger.filter((entry) => entry.sportsbookTransactionId === row.id),
      );
      for (const entries of rowsOfBet) expect(entries.length).toBeLessThanOrEqual(1);
      const net = sum(rowsOfBet.flat().map((entry) => entry.amount));
      const back =
        result?.operation === 'win' ? result.amount : result?.operation === 'refund' ? 1_000 : 0;
      expect(net, `money moved by bet ${betId}`).toBe(-1_000 + back);
      moved.push(net);
    }
    expect(await wholeBalance(player)).toBe(50_000 + sum(moved));
  });

  it('never both commits and discards a bet, and returns a discarded stake once', async () => {
    const player = await playerHolding(20_000);
    const made: MadeBet[] = [];
    for (let index = 0; index < 10; index += 1) {
      const data = makeCall(player.id, 1_000);
      const bet = transactionAnswer(await betby('bet/make', data));
      made.push({ transactionId: data.transaction.id, betId: bet.id });
    }
    const commit = ({ betId }: MadeBet) => betby('bet/commit', { bet_transaction_id: betId });
    const discard = ({ transactionId }: MadeBet) =>
      betby('bet/discard', {
        ext_player_id: String(player.id),
        transaction_id: transactionId,
        reason: 'odds changed',
      });
    // Sent in turn, commit of bet 0, discard of bet 9, commit of bet 1…: the first half of the
    // bets have their commit sent first, the other half their discard.
    const answers = await storm('commit against discard', {
      'bet/commit': made.map((bet) => () => commit(bet)),
      'bet/discard': made.map((bet) => () => discard(bet)).reverse(),
    });
    for (const answer of [...answers('bet/commit'), ...answers('bet/discard')])
      expect([200, 400], answer.body).toContain(answer.statusCode);

    const rows = await sportsbookRowsOf(player);
    const ledger = await ledgerOf(player);
    const outcomes = made.map(({ betId }) => {
      const bet = rows.find((row) => String(row.id) === betId);
      const discards = rows.filter(
        (row) => row.operation === 'discard' && String(row.betId) === betId,
      );
      const returned = ledger.filter((entry) =>
        discards.some((row) => row.id === entry.sportsbookTransactionId),
      );
      return {
        betId,
        committed: Boolean(bet?.committedAt),
        discarded: bet?.result === 'discarded',
        returned: returned.map((entry) => [entry.type, entry.amount]),
      };
    });
    expect(
      outcomes.filter((outcome) => outcome.committed && outcome.discarded),
      'bets both committed and discarded',
    ).toEqual([]);
    for (const outcome of outcomes) {
      // Discarded: the stake came back once. Committed: no discard moved money.
      expect(outcome.returned, `stake returned to bet ${outcome.betId}`).toEqual(
        outcome.discarded ? [['bet', 1_000]] : [],
      );
    }
    const kept = outcomes.filter((outcome) => !outcome.discarded).length;
    expect(await wholeBalance(player)).toBe(20_000 - 1_000 * kept);
  });
});
