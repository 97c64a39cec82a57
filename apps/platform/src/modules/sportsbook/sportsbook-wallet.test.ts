import { createHmac, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  betbyErrorSchema,
  betbyPingAnswerSchema,
  type BetbyTransactionAnswer,
} from '@vitrine/contract/sportsbook.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { users } from '../../db/schema/users.ts';
import { selfExcludeForADay } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import {
  betbyJwt,
  callBetby,
  ledgerRowsOf as playerLedgerRowsOf,
  makeCall,
  newBetbyId,
  newBettor,
  placeBet,
  SPORTSBOOK_TEST_SECRET,
  sportsbookFootprint,
  transactionAnswer,
  transactionCall,
  winCall,
} from '../../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { balanceOf as walletBalanceOf } from '../../test/withdrawals.ts';
import { makeBet, settleBet } from './sportsbook-wallet.ts';

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

/** A new player of `tenant` holding `balance` centavos (one deposit row). */
const bettor = (balance = 10_000, tenant = 'demo') => newBettor(platform, balance, tenant);

type Bettor = Awaited<ReturnType<typeof bettor>>;

const balanceOf = (player: Bettor) => walletBalanceOf(platform.db, player);

const betbyError = (response: { body: string }) => betbyErrorSchema.parse(jsonBody(response));

const call = (path: string, data: object) => callBetby(platform.app, path, data);

/** Sends a money callback, then again: the replay must get the first answer, unchanged. */
async function answeredAndReplayed(path: string, data: object) {
  const first = transactionAnswer(await call(path, data));
  expect(transactionAnswer(await call(path, data))).toEqual(first);
  return first;
}

async function ledgerRowsOf(player: Bettor) {
  const rows = await playerLedgerRowsOf(platform.db, player);
  return rows.map(({ type, amount, roundId }) => ({ type, amount, roundId }));
}

async function totalBetOf(player: Bettor) {
  const [row] = await platform.db
    .select({ totalBet: users.totalBet })
    .from(users)
    .where(eq(users.id, player.id));
  return row?.totalBet;
}

describe('the Betby callbacks’ signature', () => {
  it('answers ping with the time', async () => {
    const response = await call('ping', {});
    expect(response.statusCode, response.body).toBe(200);
    const { timestamp } = betbyPingAnswerSchema.parse(jsonBody(response));
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
  });

  it('refuses a JWT it cannot trust with 403 and code 2005, writing nothing', async () => {
    const player = await bettor();
    const data = makeCall(player.id, 1_000);
    const header = (alg: string) =>
      Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const claims = Buffer.from(
      JSON.stringify({ iat: Math.floor(Date.now() / 1000), aud: 'demo-brand', payload: data }),
    ).toString('base64url');
    const hs256 = createHmac('sha256', SPORTSBOOK_TEST_SECRET)
      .update(`${header('HS256')}.${claims}`)
      .digest('base64url');
    const [validHeader = '', , validSignature = ''] = betbyJwt(data).split('.');
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const untrusted: [string, string][] = [
      ['signed by another key', betbyJwt(data, { key: stranger })],
      ['signed by sorte’s Betby key', betbyJwt(data, { tenant: 'sorte' })],
      ['for another brand', betbyJwt(data, { brand: 'sorte-brand' })],
      ['expired', betbyJwt(data, { iatOffset: -120, exp: Math.floor(Date.now() / 1000) - 60 })],
      ['issued in the future', betbyJwt(data, { iatOffset: 600 })],
      ['alg none', `${header('none')}.${claims}.`],
      ['HS256 with a shared secret', `${header('HS256')}.${claims}.${hs256}`],
      ['an ES256 signature over other claims', `${validHeader}.${claims}.${validSignature}`],
      ['not a JWT', 'abc'],
    ];
    for (const [what, jwt] of untrusted) {
      const response = await platform.app.inject({
        method: 'POST',
        url: '/t/demo/sportsbook/betby/bet/make',
        payload: { payload: jwt },
      });
      expect(response.statusCode, what).toBe(403);
      expect(betbyError(response), what).toEqual({ code: 2005, message: 'Invalid JWT token' });
    }
    expect(await sportsbookFootprint(platform.db, player)).toEqual({ rows: 0, ledger: 1 });
    expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('accepts a JWT without exp, and refuses a tenant without Betby', async () => {
    expect((await callBetby(platform.app, 'ping', {}, { exp: null })).statusCode).toBe(200);
    const sorte = await callBetby(
      platform.app,
      'ping',
      {},
      { tenant: 'sorte', brand: 'sorte-brand' },
    );
    expect(sorte.statusCode).toBe(403);
  });

  it('refuses data it does not understand with 400 and code 2004', async () => {
    const response = await call('bet/make', { amount: 'dez' });
    expect(response.statusCode).toBe(400);
    expect(betbyError(response)).toEqual({ code: 2004, message: 'Bad request' });
    const nul = await call('bet/settlement', { bet_transaction_id: '1', status: 'won\u0000' });
    expect(nul.statusCode).toBe(400);
    // An id beyond our 32-bit serials is not ours, rather than a database error.
    const huge = await call('bet/make', { ...makeCall(1, 100), player_id: '99999999999' });
    expect(betbyError(huge).code).toBe(2004);
    const beyond = await call('bet/commit', { bet_transaction_id: '9999999999' });
    expect(betbyError(beyond).code).toBe(2004);
    const missing = await platform.app.inject({
      method: 'POST',
      url: '/t/demo/sportsbook/betby/bet/make',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('bet/make', () => {
  it('debits the stake with one bet row and answers the balance in centavos', async () => {
    const player = await bettor(10_000);
    const transactionId = newBetbyId();
    const answer = transactionAnswer(
      await call('bet/make', makeCall(player.id, 1_000, transactionId)),
    );
    expect(answer).toEqual({
      id: expect.stringMatching(/^\d+$/),
      ext_transaction_id: transactionId,
      parent_transaction_id: null,
      user_id: String(player.id),
      operation: 'bet',
      amount: 1_000,
      currency: 'BRL',
      balance: 9_000,
    } satisfies BetbyTransactionAnswer);
    expect(await balanceOf(player)).toEqual({ balance: 9_000, ledger: 9_000 });
    expect((await ledgerRowsOf(player)).at(-1)).toEqual({
      type: 'bet',
      amount: -1_000,
      roundId: `sportsbook-${answer.id}`,
    });
    expect(await totalBetOf(player)).toBe(1_000);
    const [stored] = await platform.db
      .select({ betslip: sportsbookTransactions.betslip })
      .from(sportsbookTransactions)
      .where(eq(sportsbookTransactions.id, Number(answer.id)));
    expect(stored?.betslip).toMatchObject({ k: '2.10', type: '1/1' });
  });

  it('answers a replay with the same bet and changes nothing', async () => {
    const player = await bettor(10_000);
    const data = makeCall(player.id, 2_500);
    await answeredAndReplayed('bet/make', data);
    expect(await balanceOf(player)).toEqual({ balance: 7_500, ledger: 7_500 });
    expect(await sportsbookFootprint(platform.db, player)).toEqual({ rows: 1, ledger: 2 });
    // The same Betby id with another stake is not a replay.
    const other = await call('bet/make', { ...data, amount: 100 });
    expect(betbyError(other).code).toBe(2004);
  });

  it('refuses a stake above the balance with Betby’s 2001, writing nothing', async () => {
    const player = await bettor(1_000);
    const response = await call('bet/make', makeCall(player.id, 1_001));
    expect(response.statusCode).toBe(400);
    expect(betbyError(response)).toEqual({ code: 2001, message: 'Not enough money' });
    expect(await sportsbookFootprint(platform.db, player)).toEqual({ rows: 0, ledger: 1 });
    expect(await balanceOf(player)).toEqual({ balance: 1_000, ledger: 1_000 });
    // The whole balance is a stake.
    expect(transactionAnswer(await call('bet/make', makeCall(player.id, 1_000))).balance).toBe(0);
  });

  it('refuses an unknown player, another currency and a self-excluded player', async () => {
    const player = await bettor();
    expect(betbyError(await call('bet/make', makeCall(99_999_999, 100))).code).toBe(1006);
    const dollars = { ...makeCall(player.id, 100), currency: 'USD' };
    expect(betbyError(await call('bet/make', dollars)).code).toBe(2002);
    await selfExcludeForADay(platform.db, player.id);
    expect(betbyError(await call('bet/make', makeCall(player.id, 100))).code).toBe(1005);
    expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
  });
});

describe('commit, settlement, win and lost', () => {
  it('commits once, records the settlement, and credits a win with one win row', async () => {
    const player = await bettor(10_000);
    const bet = await placeBet(platform.app, player.id, 1_000);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const committed = await call('bet/commit', { bet_transaction_id: bet.id });
      expect(committed.statusCode, committed.body).toBe(200);
      expect(jsonBody(committed)).toEqual({});
    }
    const winData = winCall(bet.id, 2_100);
    const win = await answeredAndReplayed('bet/win', winData);
    expect(win).toMatchObject({
      operation: 'win',
      amount: 2_100,
      parent_transaction_id: bet.id,
      balance: 11_100,
    });
    const settled = await call('bet/settlement', { bet_transaction_id: bet.id, status: 'won' });
    expect(settled.statusCode).toBe(200);
    const [row] = await platform.db
      .select()
      .from(sportsbookTransactions)
      .where(eq(sportsbookTransactions.id, Number(bet.id)));
    expect(row).toMatchObject({ result: 'won', settlement: 'won' });
    expect(row?.committedAt).toBeInstanceOf(Date);
    expect((await ledgerRowsOf(player)).slice(1)).toEqual([
      { type: 'bet', amount: -1_000, roundId: `sportsbook-${bet.id}` },
      { type: 'win', amount: 2_100, roundId: `sportsbook-${bet.id}` },
    ]);
    expect(await balanceOf(player)).toEqual({ balance: 11_100, ledger: 11_100 });
    // A bet that ended does not end again under another transaction.
    expect(betbyError(await call('bet/win', winCall(bet.id, 2_100))).code).toBe(2004);
    expect(betbyError(await call('bet/lost', transactionCall(bet.id))).code).toBe(2004);
  });

  it('records a loss without moving money', async () => {
    const player = await bettor(5_000);
    const bet = await placeBet(platform.app, player.id, 1_000);
    const lost = transactionAnswer(await call('bet/lost', transactionCall(bet.id)));
    expect(lost).toMatchObject({ operation: 'lost', amount: 0, balance: 4_000 });
    expect(await sportsbookFootprint(platform.db, player)).toEqual({ rows: 2, ledger: 2 });
  });

  it('refuses calls on a bet it does not know with 2003', async () => {
    for (const [path, data] of [
      ['bet/commit', { bet_transaction_id: '99999999' }],
      ['bet/settlement', { bet_transaction_id: '99999999', status: 'won' }],
      ['bet/win', winCall('99999999', 100)],
      ['bet/lost', transactionCall('99999999')],
      ['bet/refund', transactionCall('99999999')],
    ] as const) {
      expect(betbyError(await call(path, data)).code, path).toBe(2003);
    }
  });
});

describe('refund, discard and rollback', () => {
  it('refunds the stake with a bet row of +stake, once, and takes it out of totalBet', async () => {
    const player = await bettor(10_000);
    const bet = await placeBet(platform.app, player.id, 3_000);
    const data = transactionCall(bet.id);
    const refund = await answeredAndReplayed('bet/refund', data);
    expect(refund).toMatchObject({ operation: 'refund', amount: 3_000, balance: 10_000 });
    expect((await ledgerRowsOf(player)).at(-1)).toMatchObject({ type: 'bet', amount: 3_000 });
    expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect(await totalBetOf(player)).toBe(0);
  });

  it('returns a discarded bet’s stake once, and refuses a bet discarded before it arrived', async () => {
    const player = await bettor(10_000);
    const data = makeCall(player.id, 2_000);
    const bet = transactionAnswer(await call('bet/make', data));
    const discard = {
      ext_player_id: String(player.id),
      transaction_id: data.transaction.id,
      reason: 'odds changed',
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call('bet/discard', discard);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
    expect(betbyError(await call('bet/commit', { bet_transaction_id: bet.id })).code).toBe(2004);
    expect(betbyError(await call('bet/win', winCall(bet.id, 100))).code).toBe(2004);

    const late = makeCall(player.id, 2_000);
    const early = { ext_player_id: String(player.id), transaction_id: late.transaction.id };
    expect((await call('bet/discard', early)).statusCode).toBe(200);
    expect(betbyError(await call('bet/make', late)).code).toBe(2004);
    expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
  });

  it('rolls a win back once, after which the bet can end again', async () => {
    const player = await bettor(10_000);
    const bet = await placeBet(platform.app, player.id, 1_000);
    const win = transactionAnswer(await call('bet/win', winCall(bet.id, 3_000)));
    const rollback = {
      bet_transaction_id: bet.id,
      parent_transaction_id: win.id,
      transaction: { id: newBetbyId() },
    };
    const undone = await answeredAndReplayed('bet/rollback', rollback);
    expect(undone).toMatchObject({
      operation: 'rollback',
      amount: 3_000,
      parent_transaction_id: win.id,
      balance: 9_000,
    });
    const second = { ...rollback, transaction: { id: newBetbyId() } };
    expect(betbyError(await call('bet/rollback', second)).code).toBe(2004);
    expect((await ledgerRowsOf(player)).at(-1)).toMatchObject({ type: 'win', amount: -3_000 });
    expect(await balanceOf(player)).toEqual({ balance: 9_000, ledger: 9_000 });

    // Resettled as lost.
    const lost = transactionAnswer(await call('bet/lost', transactionCall(bet.id)));
    expect(lost.balance).toBe(9_000);
  });

  it('rolls back a win the player already spent, taking the balance below zero (decision 027)', async () => {
    const player = await bettor(1_000);
    const bet = await placeBet(platform.app, player.id, 1_000);
    const win = transactionAnswer(await call('bet/win', winCall(bet.id, 2_000)));
    await placeBet(platform.app, player.id, 1_500);
    const rollback = (parent: string) => ({
      bet_transaction_id: bet.id,
      parent_transaction_id: parent,
      transaction: { id: newBetbyId() },
    });
    const undone = transactionAnswer(await call('bet/rollback', rollback(win.id)));
    expect(undone).toMatchObject({ operation: 'rollback', amount: 2_000, balance: -1_500 });
    expect(await balanceOf(player)).toEqual({ balance: -1_500, ledger: -1_500 });
    // In debt: no stake is accepted until a credit repays it.
    expect(betbyError(await call('bet/make', makeCall(player.id, 100))).code).toBe(2001);
    expect(betbyError(await call('bet/rollback', rollback(bet.id))).code).toBe(2003);
  });
});

describe('commit and discard', () => {
  it('refuses a discard once the bet is committed, and keeps the stake debited', async () => {
    const player = await bettor(10_000);
    const data = makeCall(player.id, 2_000);
    const bet = transactionAnswer(await call('bet/make', data));
    expect((await call('bet/commit', { bet_transaction_id: bet.id })).statusCode).toBe(200);
    const discard = await call('bet/discard', {
      ext_player_id: String(player.id),
      transaction_id: data.transaction.id,
      reason: 'too late',
    });
    expect(betbyError(discard).code).toBe(2004);
    expect(await balanceOf(player)).toEqual({ balance: 8_000, ledger: 8_000 });
    // The committed bet is still paid when it wins.
    const win = transactionAnswer(await call('bet/win', winCall(bet.id, 5_000)));
    expect(win.balance).toBe(13_000);
  });

  it('lets a commit and a discard of one bet race: exactly one of them holds', async () => {
    const player = await bettor(20_000);
    for (let round = 0; round < 5; round += 1) {
      const data = makeCall(player.id, 1_000);
      const bet = transactionAnswer(await call('bet/make', data));
      const [commit, discard] = await Promise.all([
        call('bet/commit', { bet_transaction_id: bet.id }),
        call('bet/discard', {
          ext_player_id: String(player.id),
          transaction_id: data.transaction.id,
        }),
      ]);
      expect([commit.statusCode, discard.statusCode].filter((code) => code === 200)).toHaveLength(
        1,
      );
      const [row] = await platform.db
        .select()
        .from(sportsbookTransactions)
        .where(eq(sportsbookTransactions.id, Number(bet.id)));
      expect(row?.committedAt !== null && row?.result === 'discarded').toBe(false);
    }
    const { balance, ledger } = await balanceOf(player);
    expect(balance).toBe(ledger);
  });
});

describe('tenant isolation', () => {
  it('finds neither another tenant’s player nor another tenant’s bet', async () => {
    const demoPlayer = await bettor(10_000, 'demo');
    const bet = await placeBet(platform.app, demoPlayer.id, 1_000);
    const sorteId = await tenantIdOf(platform.db, 'sorte');
    const now = new Date();
    const made = await makeBet(platform.db, {
      tenantId: sorteId,
      call: makeCall(demoPlayer.id, 100),
      now,
      ladder: [],
    });
    expect(made).toEqual({ outcome: 'refused', error: 'player_not_found' });
    const won = await settleBet(platform.db, {
      tenantId: sorteId,
      result: { operation: 'win', call: winCall(bet.id, 5_000) },
      now,
    });
    expect(won).toEqual({ outcome: 'refused', error: 'parent_not_found' });
    expect(await balanceOf(demoPlayer)).toEqual({ balance: 9_000, ledger: 9_000 });
  });
});

describe('a storm of callbacks on one player', () => {
  it(
    'never accepts a stake beyond the balance, and replays change nothing',
    { repeats: 3 },
    async () => {
      const player = await bettor(10_000);
      const makes = Array.from({ length: 30 }, () => makeCall(player.id, 500));
      const made = await Promise.all(makes.map((data) => call('bet/make', data)));
      const accepted = made.filter((response) => response.statusCode === 200);
      expect(accepted).toHaveLength(20);
      for (const refused of made.filter((response) => response.statusCode !== 200)) {
        expect(betbyError(refused).code).toBe(2001);
      }
      expect(await balanceOf(player)).toEqual({ balance: 0, ledger: 0 });

      // Commits, wins for half, losses for the others, settlements, and every accepted make replayed,
      // all at once.
      const bets = accepted.map(transactionAnswer);
      const storm = bets.flatMap((bet, index) => {
        const result =
          index % 2 === 0
            ? call('bet/win', winCall(bet.id, 1_000))
            : call('bet/lost', transactionCall(bet.id));
        return [
          call('bet/commit', { bet_transaction_id: bet.id }),
          result,
          call('bet/settlement', {
            bet_transaction_id: bet.id,
            status: index % 2 === 0 ? 'won' : 'lost',
          }),
        ];
      });
      const acceptedMakes = makes.filter((_data, index) => made[index]?.statusCode === 200);
      const replays = acceptedMakes.map((data) => call('bet/make', data));
      const answers = await Promise.all([...storm, ...replays]);
      for (const response of answers) expect(response.statusCode, response.body).toBe(200);
      const replayed = answers.slice(storm.length).map(transactionAnswer);
      expect(replayed.map((answer) => answer.id).sort()).toEqual(bets.map((bet) => bet.id).sort());

      expect(await balanceOf(player)).toEqual({ balance: 10_000, ledger: 10_000 });
      expect(await sportsbookFootprint(platform.db, player)).toEqual({ rows: 40, ledger: 31 });
    },
  );
});
