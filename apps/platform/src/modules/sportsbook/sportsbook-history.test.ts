import { describe, expect, it } from 'vitest';
import {
  casinoBetPageSchema,
  HISTORY_PAGE_SIZE,
  sportsBetPageSchema,
} from '@vitrine/contract/wallet.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { api } from '../../test/accounts.ts';
import {
  callBetby,
  makeCall,
  newBetbyId,
  newBettor,
  placeBet,
  SPORTSBOOK_TEST_SECRET,
  transactionAnswer,
  transactionCall,
  winCall,
} from '../../test/sportsbook.ts';
import { fieldErrorsOf, jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { lockWallet, postEntries } from '../wallet/wallet-service.ts';
import { readBetslip } from './sportsbook-history.ts';
import { makeBet } from './sportsbook-wallet.ts';

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

/** A new player of `tenant` holding `balance` centavos, and their two bet histories. */
async function bettor(balance = 100_000, tenant = 'demo') {
  const { id, tenantId, token } = await newBettor(platform, balance, tenant);
  const client = api(platform.app, tenant);
  return {
    id,
    tenantId,
    sportsBets: async (query = '') => {
      const response = await client.get(`/wallet/sports-bets${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return sportsBetPageSchema.parse(jsonBody(response));
    },
    casinoBets: async () => {
      const response = await client.get('/wallet/bets', token);
      expect(response.statusCode, response.body).toBe(200);
      return casinoBetPageSchema.parse(jsonBody(response));
    },
    raw: (path: string) => client.get(path, token),
  };
}

const call = (path: string, data: object) => callBetby(platform.app, path, data);

const FLAMENGO = {
  event: 'Flamengo × Palmeiras',
  market: 'Resultado final',
  outcome: 'Flamengo',
  odds: '2.10',
};

describe('GET /wallet/sports-bets', () => {
  it('lists the player’s bets newest first, with stake, payout, status, kind and selections', async () => {
    const player = await bettor();
    const single = await placeBet(platform.app, player.id, 1_000);
    const multiple = makeCall(player.id, 500);
    const second = { ...FLAMENGO, event: 'Corinthians × Santos', outcome: 'Empate', odds: '3.25' };
    multiple.betslip.type = '2/2';
    multiple.betslip.bets.push({
      ...multiple.betslip.bets[0]!,
      event_id: 'bra-1-corinthians-santos',
      competitor_name: ['Corinthians', 'Santos'],
      outcome_name: 'Empate',
      odds: '3.25',
    });
    transactionAnswer(await call('bet/make', multiple));
    transactionAnswer(await call('bet/win', winCall(single.id, 2_100)));

    const page = await player.sportsBets();
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(page.data.map(({ created_at: _at, id: _id, ...bet }) => bet)).toEqual([
      { stake: 500, payout: 0, status: 'open', kind: 'multiple', selections: [FLAMENGO, second] },
      { stake: 1_000, payout: 2_100, status: 'won', kind: 'single', selections: [FLAMENGO] },
    ]);
    expect(page.data[1]?.id).toBe(Number(single.id));
  });

  it('says how each bet ended, and a rolled-back win is open again with nothing paid', async () => {
    const player = await bettor();
    const lost = await placeBet(platform.app, player.id, 100);
    transactionAnswer(await call('bet/lost', transactionCall(lost.id)));
    const refunded = await placeBet(platform.app, player.id, 200);
    transactionAnswer(await call('bet/refund', transactionCall(refunded.id)));
    const discarded = makeCall(player.id, 300);
    transactionAnswer(await call('bet/make', discarded));
    const discard = { ext_player_id: String(player.id), transaction_id: discarded.transaction.id };
    expect((await call('bet/discard', discard)).statusCode).toBe(200);
    const rolledBack = await placeBet(platform.app, player.id, 400);
    const win = transactionAnswer(await call('bet/win', winCall(rolledBack.id, 840)));
    const rollback = {
      bet_transaction_id: rolledBack.id,
      parent_transaction_id: win.id,
      transaction: { id: newBetbyId() },
    };
    transactionAnswer(await call('bet/rollback', rollback));

    const page = await player.sportsBets();
    expect(page.data.map((bet) => [bet.stake, bet.status, bet.payout])).toEqual([
      [400, 'open', 0],
      [300, 'discarded', 300],
      [200, 'refunded', 200],
      [100, 'lost', 0],
    ]);

    // Settled again after the rollback: the new win is what it paid.
    transactionAnswer(await call('bet/win', winCall(rolledBack.id, 1_000)));
    const [again] = (await player.sportsBets()).data;
    expect(again).toMatchObject({ status: 'won', payout: 1_000 });
  });

  it('pages as /wallet/bets does, until last_page', async () => {
    const player = await bettor();
    const count = HISTORY_PAGE_SIZE + 1;
    for (let index = 0; index < count; index += 1) {
      await placeBet(platform.app, player.id, 100 + index);
    }
    const first = await player.sportsBets();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: count });
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.data[0]?.stake).toBe(100 + count - 1);
    const second = await player.sportsBets('?page=2');
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: count });
    expect(second.data.map((bet) => bet.stake)).toEqual([100]);
    expect((await player.sportsBets('?page=3')).data).toEqual([]);
  });

  it('keeps to the player and the tenant', async () => {
    const ana = await bettor();
    const bruno = await bettor();
    const elsewhere = await bettor(10_000, 'sorte');
    await placeBet(platform.app, ana.id, 1_111);
    await placeBet(platform.app, bruno.id, 2_222);
    // sorte has no Betby: its bet is written as the callback would, straight to the wallet.
    const made = await makeBet(platform.db, {
      tenantId: elsewhere.tenantId,
      call: makeCall(elsewhere.id, 3_333),
      now: new Date(),
      ladder: [],
    });
    expect(made.outcome).toBe('done');
    expect((await ana.sportsBets()).data.map((bet) => bet.stake)).toEqual([1_111]);
    expect((await bruno.sportsBets()).data.map((bet) => bet.stake)).toEqual([2_222]);
    expect((await elsewhere.sportsBets()).data.map((bet) => bet.stake)).toEqual([3_333]);
    expect(await (await bettor(0)).sportsBets()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
    });
  });

  it('shows a betslip it cannot read as a bet without selections, not a failure', async () => {
    const player = await bettor();
    for (const betslip of [null, 'texto', { bets: 'nenhuma' }, { bets: [{ odds: 2.1 }] }]) {
      await platform.db.insert(sportsbookTransactions).values({
        tenantId: player.tenantId,
        userId: player.id,
        operation: 'bet',
        extTransactionId: newBetbyId(),
        amount: 100,
        betslip,
        createdAt: new Date(),
      });
    }
    const page = await player.sportsBets();
    expect(page.total).toBe(4);
    expect(page.data.map((bet) => [bet.kind, bet.selections])).toEqual(
      Array(4).fill(['single', []]),
    );
  });

  it('answers 401 to a guest and 422 to a malformed page', async () => {
    expect((await api(platform.app, 'demo').get('/wallet/sports-bets')).statusCode).toBe(401);
    const player = await bettor(0);
    for (const query of ['?page=0', '?page=-3', '?page=1.5', '?page=%00', '?page=999999999']) {
      const response = await player.raw(`/wallet/sports-bets${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(fieldErrorsOf(response)), query).toEqual(['page']);
    }
  });
});

describe('GET /wallet/bets', () => {
  it('leaves the sportsbook’s bets and wins out of the casino’s', async () => {
    const player = await bettor();
    const bet = await placeBet(platform.app, player.id, 1_000);
    transactionAnswer(await call('bet/win', winCall(bet.id, 2_000)));
    const refunded = await placeBet(platform.app, player.id, 500);
    transactionAnswer(await call('bet/refund', transactionCall(refunded.id)));
    await platform.db.transaction(async (tx) => {
      const ref = { tenantId: player.tenantId, userId: player.id };
      const wallet = await lockWallet(tx, ref, new Date());
      await postEntries(
        tx,
        wallet,
        [{ type: 'bet', amount: -250, roundId: 'casino-1' }],
        new Date(),
      );
    });
    const casino = await player.casinoBets();
    expect(casino.total).toBe(1);
    expect(casino.data.map((row) => [row.type, row.round, row.amount])).toEqual([
      ['bet', 'casino-1', 250],
    ]);
  });
});

describe('readBetslip', () => {
  const selection = {
    competitor_name: ['Flamengo', 'Palmeiras'],
    market_name: 'Resultado final',
    outcome_name: 'Flamengo',
    odds: '2.10',
  };

  it('names an outright by its tournament, and reads a system bet as a multiple', () => {
    const outright = { ...selection, competitor_name: [], tournament_name: 'Copa do Mundo' };
    expect(readBetslip({ type: '2/3', bets: [selection, outright] })).toEqual({
      kind: 'multiple',
      selections: [FLAMENGO, { ...FLAMENGO, event: 'Copa do Mundo' }],
    });
  });

  it('reads nothing from a betslip with one selection it cannot show', () => {
    const noEvent = { ...selection, competitor_name: undefined };
    const badOdds = { ...selection, odds: '<b>2</b>' };
    expect(readBetslip({ type: '2/2', bets: [selection, noEvent] }).selections).toEqual([]);
    expect(readBetslip({ type: '1/1', bets: [badOdds] })).toEqual({
      kind: 'single',
      selections: [],
    });
    expect(readBetslip({ bets: [selection, selection] }).kind).toBe('multiple');
  });
});
