import { describe, expect, it } from 'vitest';
import {
  casinoBetPageSchema,
  HISTORY_PAGE_SIZE,
  transactionPageSchema,
} from '@vitrine/contract/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf, wholeCatalogue } from '../../test/casino.ts';
import {
  fieldErrorsOf,
  jsonBody,
  manualClock,
  testPlatformPerFile,
} from '../../test/test-platform.ts';
import { periodStart } from './wallet-history.ts';
import { type LedgerEntry, lockWallet, postEntries } from './wallet-service.ts';

// 12:00 UTC is 09:00 in São Paulo: "today" began at 03:00 UTC.
const NOW = new Date('2026-06-01T12:00:00.000Z');
const BRAZIL_MIDNIGHT = new Date('2026-06-01T03:00:00.000Z');
const clock = manualClock(NOW);
const platform = testPlatformPerFile({ clock });

async function newPlayer(tenant = 'demo') {
  const { data, token } = await registerPlayer(platform.app, tenant);
  const ref = { tenantId: await tenantIdOf(platform.db, tenant), userId: data.id };
  const client = api(platform.app, tenant);
  return {
    ref,
    token,
    /** Ledger rows written at `at`, as a deposit or a round would write them. */
    post: (at: Date, ...entries: LedgerEntry[]) =>
      platform.db.transaction(async (tx) => {
        const wallet = await lockWallet(tx, ref, at);
        await postEntries(tx, wallet, entries, at);
      }),
    transactions: async (query = '') => {
      const response = await client.get(`/wallet/transactions${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return transactionPageSchema.parse(jsonBody(response));
    },
    bets: async (query = '') => {
      const response = await client.get(`/wallet/bets${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return casinoBetPageSchema.parse(jsonBody(response));
    },
    raw: (path: string) => client.get(path, token),
  };
}

const minutesBefore = (moment: Date, minutes: number) =>
  new Date(moment.getTime() - minutes * 60_000);
const daysBefore = (moment: Date, days: number) =>
  new Date(moment.getTime() - days * 24 * 60 * 60_000);

describe('periodStart', () => {
  it('starts today at the last midnight in São Paulo, even when UTC has already turned the day', () => {
    expect(periodStart('today', NOW)).toEqual(BRAZIL_MIDNIGHT);
    // 01:30 UTC on 2 June is still 22:30 on 1 June in São Paulo.
    expect(periodStart('today', new Date('2026-06-02T01:30:00.000Z'))).toEqual(BRAZIL_MIDNIGHT);
    expect(periodStart('today', BRAZIL_MIDNIGHT)).toEqual(BRAZIL_MIDNIGHT);
  });

  it('counts 7, 30 and 90 whole days back from now', () => {
    expect(periodStart('7d', NOW)).toEqual(daysBefore(NOW, 7));
    expect(periodStart('30d', NOW)).toEqual(daysBefore(NOW, 30));
    expect(periodStart('90d', NOW)).toEqual(daysBefore(NOW, 90));
  });
});

describe('GET /wallet/transactions', () => {
  it("answers the player's ledger newest first, a page at a time, until last_page", async () => {
    const player = await newPlayer();
    const rows = HISTORY_PAGE_SIZE + 5;
    for (let index = 0; index < rows; index += 1) {
      await player.post(minutesBefore(NOW, rows - index), { type: 'deposit', amount: index + 1 });
    }
    const first = await player.transactions();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: rows });
    expect(first.data.map((row) => row.amount)).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE }, (_, index) => rows - index),
    );
    const second = await player.transactions('?page=2');
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: rows });
    expect(second.data.map((row) => row.amount)).toEqual([5, 4, 3, 2, 1]);
    expect((await player.transactions('?page=3')).data).toEqual([]);
  });

  it('answers one empty page to a player without movements', async () => {
    const player = await newPlayer();
    expect(await player.transactions()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
    });
  });

  it('filters by each type, signed as the ledger holds it', async () => {
    const player = await newPlayer();
    await player.post(
      minutesBefore(NOW, 5),
      { type: 'deposit', amount: 5_000 },
      { type: 'withdraw', amount: -1_000 },
      { type: 'bonus', amount: 700 },
      { type: 'rollover', amount: 300 },
      { type: 'bet', amount: -200, roundId: 'r1' },
      { type: 'win', amount: 450, roundId: 'r1' },
    );
    const expected = {
      deposit: 5_000,
      withdraw: -1_000,
      bonus: 700,
      rollover: 300,
      bet: -200,
      win: 450,
    } as const;
    for (const [type, amount] of Object.entries(expected)) {
      const page = await player.transactions(`?type=${type}`);
      expect(page.data.map((row) => [row.type, row.amount])).toEqual([[type, amount]]);
      expect(page.total).toBe(1);
    }
    expect((await player.transactions()).total).toBe(6);
  });

  it('counts today from midnight in São Paulo and the other periods from now', async () => {
    const player = await newPlayer();
    const at = {
      justBeforeMidnight: minutesBefore(BRAZIL_MIDNIGHT, 1),
      midnight: BRAZIL_MIDNIGHT,
      justInside7d: daysBefore(NOW, 7),
      justOutside7d: minutesBefore(daysBefore(NOW, 7), 1),
      inside30d: daysBefore(NOW, 30),
      outside30d: minutesBefore(daysBefore(NOW, 30), 1),
      inside90d: daysBefore(NOW, 90),
      outside90d: minutesBefore(daysBefore(NOW, 90), 1),
    };
    // Each moment's deposit is its own amount, so a page says which moments it holds.
    const amounts = Object.fromEntries(Object.keys(at).map((name, index) => [name, index + 1]));
    for (const [name, moment] of Object.entries(at)) {
      await player.post(moment, { type: 'deposit', amount: amounts[name] ?? 0 });
    }
    const holds = async (period: string) =>
      (await player.transactions(`?period=${period}`)).data
        .map((row) => Object.keys(amounts).find((name) => amounts[name] === row.amount))
        .sort();
    expect(await holds('today')).toEqual(['midnight']);
    expect(await holds('7d')).toEqual(['justBeforeMidnight', 'justInside7d', 'midnight']);
    expect(await holds('30d')).toEqual([
      'inside30d',
      'justBeforeMidnight',
      'justInside7d',
      'justOutside7d',
      'midnight',
    ]);
    expect((await holds('90d')).length).toBe(7);
    expect((await player.transactions()).total).toBe(8);
    expect((await player.transactions('?period=today&type=withdraw')).data).toEqual([]);
  });

  it('follows the clock: a day later, yesterday is no longer today', async () => {
    const player = await newPlayer();
    await player.post(NOW, { type: 'deposit', amount: 1_000 });
    expect((await player.transactions('?period=today')).total).toBe(1);
    clock.advance(24 * 60 * 60);
    try {
      expect((await player.transactions('?period=today')).total).toBe(0);
      expect((await player.transactions('?period=7d')).total).toBe(1);
    } finally {
      clock.advance(-24 * 60 * 60);
    }
  });

  it("shows neither another player's rows nor another tenant's", async () => {
    const ana = await newPlayer();
    const bruno = await newPlayer();
    const elsewhere = await newPlayer('sorte');
    await ana.post(NOW, { type: 'deposit', amount: 1_111 });
    await bruno.post(NOW, { type: 'deposit', amount: 2_222 });
    await elsewhere.post(NOW, { type: 'deposit', amount: 3_333 });
    expect((await ana.transactions()).data.map((row) => row.amount)).toEqual([1_111]);
    expect((await bruno.transactions()).data.map((row) => row.amount)).toEqual([2_222]);
    expect((await elsewhere.transactions()).data.map((row) => row.amount)).toEqual([3_333]);
    // Ana's token is not a player of the other tenant.
    const crossTenant = await api(platform.app, 'sorte').get('/wallet/transactions', ana.token);
    expect(crossTenant.statusCode).toBe(401);
  });

  it('answers 401 to a guest and 422 to a malformed query', async () => {
    expect((await api(platform.app, 'demo').get('/wallet/transactions')).statusCode).toBe(401);
    const player = await newPlayer();
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?type=jackpot',
      '?period=1y',
      '?period=%00',
      `?type=${'x'.repeat(10_000)}`,
    ]) {
      const response = await player.raw(`/wallet/transactions${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(fieldErrorsOf(response)).length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /wallet/bets', () => {
  it('answers bets and wins with their games, unsigned, newest first; other movements stay out', async () => {
    const player = await newPlayer();
    const [game] = await wholeCatalogue(platform.app, 'demo');
    if (!game) throw new Error('the demo tenant has games');
    await player.post(minutesBefore(NOW, 10), { type: 'deposit', amount: 10_000 });
    await player.post(
      minutesBefore(NOW, 5),
      { type: 'bet', amount: -250, roundId: 'round-1', gameId: game.id },
      { type: 'win', amount: 600, roundId: 'round-1', gameId: game.id },
    );
    // A row whose game is unknown (none recorded) shows no game.
    await player.post(minutesBefore(NOW, 1), { type: 'bet', amount: -100, roundId: 'round-2' });
    const page = await player.bets();
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    const gameRef = {
      id: game.id,
      title: game.title,
      gamecode: game.gamecode,
      providercode: game.providercode,
    };
    expect(page.data.map(({ id: _id, ...row }) => row)).toEqual([
      {
        type: 'bet',
        round: 'round-2',
        game: null,
        amount: 100,
        with_bonus: false,
        refunded: false,
        created_at: minutesBefore(NOW, 1).toISOString(),
      },
      {
        type: 'win',
        round: 'round-1',
        game: gameRef,
        amount: 600,
        with_bonus: false,
        refunded: false,
        created_at: minutesBefore(NOW, 5).toISOString(),
      },
      {
        type: 'bet',
        round: 'round-1',
        game: gameRef,
        amount: 250,
        with_bonus: false,
        refunded: false,
        created_at: minutesBefore(NOW, 5).toISOString(),
      },
    ]);
  });

  it('pages until last_page, and keeps to the player and the tenant', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const elsewhere = await newPlayer('sorte');
    const rows = HISTORY_PAGE_SIZE + 1;
    // The stakes need a balance; the deposits stay out of the bets.
    for (const funded of [player, other]) {
      await funded.post(daysBefore(NOW, 1), { type: 'deposit', amount: 100_000 });
    }
    for (let index = 0; index < rows; index += 1) {
      await player.post(minutesBefore(NOW, rows - index), {
        type: 'bet',
        amount: -(index + 1),
        roundId: `r${index}`,
      });
    }
    await other.post(NOW, { type: 'bet', amount: -9_999, roundId: 'theirs' });
    await elsewhere.post(NOW, { type: 'win', amount: 8_888, roundId: 'far' });
    const first = await player.bets();
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: rows });
    expect(first.data[0]?.amount).toBe(rows);
    const second = await player.bets('?page=2');
    expect(second.data.map((row) => row.amount)).toEqual([1]);
    expect((await other.bets()).data.map((row) => row.amount)).toEqual([9_999]);
    expect((await elsewhere.bets()).data.map((row) => row.amount)).toEqual([8_888]);
    expect(await (await newPlayer()).bets()).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
    });
  });

  it('answers 401 to a guest and 422 to a malformed page', async () => {
    expect((await api(platform.app, 'demo').get('/wallet/bets')).statusCode).toBe(401);
    const player = await newPlayer();
    for (const query of ['?page=0', '?page=-3', '?page=1.5', '?page=%00', '?page=999999999']) {
      const response = await player.raw(`/wallet/bets${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});
