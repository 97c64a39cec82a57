import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bonusPageSchema, cancelBonusResponseSchema } from '@vitrine/contract/bonuses.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { casinoBetPageSchema, walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { bonuses } from '../../db/schema/bonuses.ts';
import { games } from '../../db/schema/casino.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import {
  fundPlayer,
  gameByCode,
  launchGame,
  slotRoundSchema,
  spinSlot,
  tenantIdOf,
} from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { addOwnCpfKey, requestWithdrawal, withdrawingPlayer } from '../../test/withdrawals.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';

// Bonus money (docs/design/bonuses.md): the spin's bet order and win split, rollover, conversion,
// loss, expiry, cancel and the withdrawal's forfeit, with the ledger equal to the wallet per kind.
// The slot's win is forced where a test needs it (`forced.win`; null plays the real reels).

const forced = vi.hoisted(() => ({ win: null as number | null }));
// The demo slot's machine, mocked by path: a module's test imports no demo stand-in.
vi.mock('../../demo/slot/slot-machine.ts', async (importOriginal) => {
  const original = await importOriginal<{ roundWin: (reels: unknown, stake: number) => number }>();
  return {
    ...original,
    roundWin: (reels: unknown, stake: number) => forced.win ?? original.roundWin(reels, stake),
  };
});

const clock = manualClock(new Date());
const platform = testPlatformPerFile({ clock });
const aurora = () => api(platform.app, 'aurora');
let auroraId = 0;
beforeAll(async () => {
  auroraId = await tenantIdOf(platform.db, 'aurora');
});

interface GrantInput {
  amount: number;
  rollover_multiplier: number;
  valid_days: number;
  max_bet?: number;
}

/** A new aurora player with `cash`, a bonus from the console, and a launched slot. */
async function bonusPlayer(cash: number, grant: GrantInput | null, gameCode = 'tigre-da-sorte') {
  const { data, token, form } = await registerPlayer(platform.app, 'aurora');
  const player = { tenantId: auroraId, userId: data.id };
  if (cash > 0) await fundPlayer(platform.db, player, cash);
  if (grant) {
    const granted = await aurora().post('/demo/console/bonuses/grant', {
      player: form.email,
      ...grant,
    });
    expect(granted.statusCode, granted.body).toBe(201);
  }
  const game = await gameByCode(platform.app, 'aurora', 'vitrine-originals', gameCode);
  const { path } = await launchGame(platform.app, 'aurora', game, { token });
  return { player, token, email: form.email, path, gameId: game.id };
}

const rowsOf = (player: { tenantId: number; userId: number }) =>
  platform.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
      ),
    )
    .orderBy(asc(walletTransactions.id));

const bonusesOf = (player: { tenantId: number; userId: number }) =>
  platform.db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.tenantId, player.tenantId), eq(bonuses.userId, player.userId)))
    .orderBy(asc(bonuses.id));

/** Every balance equals the sum of its own ledger rows; answers the balances. */
async function expectLedgerEqualsWallet(player: { tenantId: number; userId: number }) {
  const wallet = await findWallet(platform.db, player);
  expect(wallet?.balance ?? 0).toBe(await ledgerSum(platform.db, player, 'cash'));
  expect(wallet?.bonusBalance ?? 0).toBe(await ledgerSum(platform.db, player, 'bonus'));
  expect(wallet?.loyaltyBalance ?? 0).toBe(await ledgerSum(platform.db, player, 'loyalty'));
  return { cash: wallet?.balance ?? 0, bonus: wallet?.bonusBalance ?? 0 };
}

/** Moves the player's bonus deadline into the past (a session would go idle if the clock moved). */
const pastDeadline = (player: { tenantId: number; userId: number }) =>
  platform.db
    .update(bonuses)
    .set({ expiresAt: new Date(clock().getTime() - 1_000) })
    .where(and(eq(bonuses.tenantId, player.tenantId), eq(bonuses.userId, player.userId)));

async function spin(path: string, stake: number, win: number | null = 0) {
  forced.win = win;
  try {
    return await spinSlot(platform.app, path, stake);
  } finally {
    forced.win = null;
  }
}

describe('a spin with an active bonus', () => {
  it('takes cash first, then bonus, one bet row per kind, and splits the win in proportion', async () => {
    const { player, path } = await bonusPlayer(300, {
      amount: 5_000,
      rollover_multiplier: 30,
      valid_days: 7,
    });
    const answer = await spin(path, 1_000, 999);
    expect(answer.statusCode, answer.body).toBe(200);
    const round = slotRoundSchema.parse(jsonBody(answer));
    const rows = (await rowsOf(player)).filter((row) => row.roundId === round.round_id);
    const pick = (type: string, kind: string) =>
      rows.filter((row) => row.type === type && row.balanceKind === kind).map((row) => row.amount);
    expect(pick('bet', 'cash')).toEqual([-300]);
    expect(pick('bet', 'bonus')).toEqual([-700]);
    // floor(999 × 700 ÷ 1000) = 699 to the bonus, the rest to cash.
    expect(pick('win', 'bonus')).toEqual([699]);
    expect(pick('win', 'cash')).toEqual([300]);
    const { cash, bonus } = await expectLedgerEqualsWallet(player);
    expect({ cash, bonus }).toEqual({ cash: 300, bonus: 4_999 });
    expect(round.balance).toBe(cash + bonus);
    const [row] = await bonusesOf(player);
    expect(row?.wagered).toBe(1_000);
    expect(row?.status).toBe('active');
  });

  it('takes only cash while cash covers the stake, and with_bonus marks the bonus rows', async () => {
    const { player, path, token } = await bonusPlayer(1_000, {
      amount: 5_000,
      rollover_multiplier: 30,
      valid_days: 7,
    });
    expect((await spin(path, 500)).statusCode).toBe(200);
    expect((await spin(path, 1_000)).statusCode).toBe(200);
    const bets = (await rowsOf(player)).filter((row) => row.type === 'bet');
    expect(bets.map((row) => [row.balanceKind, row.amount])).toEqual([
      ['cash', -500],
      ['cash', -500],
      ['bonus', -500],
    ]);
    const history = await aurora().get('/wallet/bets', token);
    const page = casinoBetPageSchema.parse(jsonBody(history));
    expect(page.data.map((bet) => bet.with_bonus)).toEqual([true, false, false]);
    await expectLedgerEqualsWallet(player);
  });

  it('refuses a stake above max_bet, or above cash + bonus, writing nothing', async () => {
    const { player, path } = await bonusPlayer(0, {
      amount: 1_500,
      rollover_multiplier: 10,
      valid_days: 7,
      max_bet: 1_000,
    });
    const before = (await rowsOf(player)).length;
    const above = await spin(path, 2_000);
    expect(above.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(above)).message).toMatch(
      /^Com um bônus ativo, a aposta máxima é de R\$\s10,00\.$/,
    );
    expect(JSON.parse(above.body)).toMatchObject({ errors: { stake: [expect.any(String)] } });
    expect((await rowsOf(player)).length).toBe(before);
    const { player: poor, path: poorPath } = await bonusPlayer(100, {
      amount: 300,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    const short = await spin(poorPath, 500);
    expect(short.statusCode).toBe(422);
    expect((await rowsOf(poor)).filter((row) => row.type === 'bet')).toEqual([]);
  });

  it('converts with two rollover rows on the exact stake that meets the rollover', async () => {
    const { player, path } = await bonusPlayer(0, {
      amount: 1_000,
      rollover_multiplier: 2,
      valid_days: 7,
    });
    // Required 2 000: the first 1 000 does not meet it.
    expect((await spin(path, 500, 600)).statusCode).toBe(200);
    expect((await spin(path, 500, 500)).statusCode).toBe(200);
    expect((await bonusesOf(player))[0]?.status).toBe('active');
    expect((await rowsOf(player)).filter((row) => row.type === 'rollover')).toEqual([]);
    expect((await spin(path, 500, 0)).statusCode).toBe(200);
    expect((await bonusesOf(player))[0]?.status).toBe('active');
    const meeting = await spin(path, 500, 200);
    expect(meeting.statusCode).toBe(200);
    const round = slotRoundSchema.parse(jsonBody(meeting));
    const rollover = (await rowsOf(player)).filter((row) => row.type === 'rollover');
    // Bonus after: 1 000 − 500 + 600 − 500 + 500 − 500 − 500 + 200 = 300.
    expect(rollover.map((row) => [row.balanceKind, row.amount, row.roundId])).toEqual([
      ['bonus', -300, round.round_id],
      ['cash', 300, round.round_id],
    ]);
    const [bonus] = await bonusesOf(player);
    expect(bonus).toMatchObject({ status: 'completed', converted: 300, wagered: 2_000 });
    expect(bonus?.endedAt).not.toBeNull();
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 300, bonus: 0 });
  });

  it('counts a game’s contribution: 50 % counts half, 0 % (or bonus off) counts nothing', async () => {
    const { player, path, gameId } = await bonusPlayer(0, {
      amount: 5_000,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    const where = and(eq(games.tenantId, auroraId), eq(games.id, gameId));
    try {
      await platform.db.update(games).set({ rolloverContribution: 50 }).where(where);
      expect((await spin(path, 500, 500)).statusCode).toBe(200);
      expect((await bonusesOf(player))[0]?.wagered).toBe(250);
      await platform.db.update(games).set({ rolloverContribution: 0 }).where(where);
      expect((await spin(path, 500, 500)).statusCode).toBe(200);
      expect((await bonusesOf(player))[0]?.wagered).toBe(250);
      await platform.db
        .update(games)
        .set({ rolloverContribution: 100, bonusAllowed: false })
        .where(where);
      expect((await spin(path, 500, 500)).statusCode).toBe(200);
      expect((await bonusesOf(player))[0]?.wagered).toBe(250);
    } finally {
      await platform.db
        .update(games)
        .set({ rolloverContribution: 100, bonusAllowed: true })
        .where(where);
    }
  });

  it('is lost when a round leaves the bonus balance at 0 with the rollover unmet', async () => {
    const { player, path } = await bonusPlayer(0, {
      amount: 500,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    expect((await spin(path, 500, 0)).statusCode).toBe(200);
    const [bonus] = await bonusesOf(player);
    expect(bonus).toMatchObject({ status: 'lost', wagered: 500, converted: 0, removed: 0 });
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 0, bonus: 0 });
    expect((await spin(path, 500, 0)).statusCode).toBe(422);
  });
});

describe('the end of a bonus', () => {
  it('expires past its deadline with a bonus_expiry row, on the next read', async () => {
    const { player, token } = await bonusPlayer(200, {
      amount: 1_000,
      rollover_multiplier: 10,
      valid_days: 1,
    });
    const read = async () => {
      const answer = await aurora().get('/profile/wallet', token);
      expect(answer.statusCode, answer.body).toBe(200);
      return walletResponseSchema.parse(jsonBody(answer)).wallet;
    };
    expect(await read()).toMatchObject({
      balance: 1_200,
      balance_withdrawal: 200,
      bonus_balance: 1_000,
    });
    clock.advance(24 * 60 * 60 + 1);
    expect(await read()).toMatchObject({ balance: 200, balance_withdrawal: 200, bonus_balance: 0 });
    const expiry = (await rowsOf(player)).filter((row) => row.type === 'bonus_expiry');
    expect(expiry.map((row) => [row.balanceKind, row.amount])).toEqual([['bonus', -1_000]]);
    const [bonus] = await bonusesOf(player);
    expect(bonus).toMatchObject({ status: 'expired', removed: 1_000 });
    const page = bonusPageSchema.parse(jsonBody(await aurora().get('/wallet/bonuses', token)));
    expect(page.data.map((row) => row.status)).toEqual(['expired']);
    await expectLedgerEqualsWallet(player);
  });

  it('expires first when a spin comes after the deadline, so no max bet holds', async () => {
    const { player, path } = await bonusPlayer(5_000, {
      amount: 1_000,
      rollover_multiplier: 10,
      valid_days: 1,
      max_bet: 100,
    });
    await pastDeadline(player);
    expect((await spin(path, 2_000, 0)).statusCode).toBe(200);
    expect((await bonusesOf(player))[0]?.status).toBe('expired');
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 3_000, bonus: 0 });
  });

  it('is cancelled once by its player with a bonus_forfeit row; others get 404, a second 409', async () => {
    const { player, token } = await bonusPlayer(0, {
      amount: 2_000,
      rollover_multiplier: 5,
      valid_days: 7,
    });
    const page = bonusPageSchema.parse(jsonBody(await aurora().get('/wallet/bonuses', token)));
    const id = page.data[0]?.id ?? 0;
    expect(page.data[0]).toMatchObject({ status: 'active', coupon: null, required: 10_000 });
    const stranger = await registerPlayer(platform.app, 'aurora');
    const theirs = await aurora().post(`/bonuses/${id}/cancel`, {}, stranger.token);
    expect(theirs.statusCode).toBe(404);
    const otherTenant = await registerPlayer(platform.app, 'demo');
    const elsewhere = await api(platform.app, 'demo').post(
      `/bonuses/${id}/cancel`,
      {},
      otherTenant.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    const cancelled = await aurora().post(`/bonuses/${id}/cancel`, {}, token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const body = cancelBonusResponseSchema.parse(jsonBody(cancelled));
    expect(body.bonus).toMatchObject({ status: 'forfeited', removed: 2_000 });
    expect(body.wallet).toMatchObject({ balance: 0, bonus_balance: 0 });
    const again = await aurora().post(`/bonuses/${id}/cancel`, {}, token);
    expect(again.statusCode).toBe(409);
    expect(laravelErrorSchema.parse(jsonBody(again)).message).toBe(
      'Este bônus não está mais ativo.',
    );
    const forfeit = (await rowsOf(player)).filter((row) => row.type === 'bonus_forfeit');
    expect(forfeit.map((row) => row.amount)).toEqual([-2_000]);
    await expectLedgerEqualsWallet(player);
  });
});

describe('a withdrawal with an active bonus', () => {
  it('is refused without forfeit_bonus, and forfeits the bonus with it', async () => {
    const withdrawing = await withdrawingPlayer(platform.app, platform.db, {
      tenant: 'aurora',
      balance: 10_000,
    });
    await addOwnCpfKey(withdrawing);
    const player = { tenantId: withdrawing.tenantId, userId: withdrawing.id };
    const granted = await aurora().post('/demo/console/bonuses/grant', {
      player: withdrawing.email,
      amount: 3_000,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const refused = await requestWithdrawal(withdrawing, { amount: 5_000 });
    expect(refused.statusCode).toBe(409);
    expect(JSON.parse(refused.body)).toMatchObject({ bonus_balance: 3_000 });
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toMatch(/R\$\s30,00/);
    expect((await rowsOf(player)).filter((row) => row.type === 'withdraw')).toEqual([]);
    const done = await withdrawing.client.post(
      '/wallet/withdraw/request',
      { amount: 5_000, forfeit_bonus: true },
      withdrawing.token,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(JSON.parse(done.body)).toMatchObject({ balance: 5_000, balance_withdrawal: 5_000 });
    const [bonus] = await bonusesOf(player);
    expect(bonus).toMatchObject({ status: 'forfeited', removed: 3_000 });
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 5_000, bonus: 0 });
  });

  it('goes ahead once the bonus has expired, which it expires first', async () => {
    const withdrawing = await withdrawingPlayer(platform.app, platform.db, {
      tenant: 'aurora',
      balance: 10_000,
    });
    await addOwnCpfKey(withdrawing);
    const player = { tenantId: withdrawing.tenantId, userId: withdrawing.id };
    await aurora().post('/demo/console/bonuses/grant', {
      player: withdrawing.email,
      amount: 3_000,
      rollover_multiplier: 10,
      valid_days: 1,
    });
    await pastDeadline(player);
    const done = await requestWithdrawal(withdrawing, { amount: 3_000 });
    expect(done.statusCode, done.body).toBe(200);
    expect((await bonusesOf(player))[0]?.status).toBe('expired');
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 7_000, bonus: 0 });
  });
});

describe('the console grant', () => {
  it('is refused on a regulated tenant, and while a bonus is active', async () => {
    const regulated = await registerPlayer(platform.app, 'demo');
    const refused = await api(platform.app, 'demo').post('/demo/console/bonuses/grant', {
      player: regulated.form.email,
      amount: 1_000,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    expect(refused.statusCode).toBe(403);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toMatch(/Lei 14\.790/);
    const { email } = await bonusPlayer(0, {
      amount: 1_000,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    const second = await aurora().post('/demo/console/bonuses/grant', {
      player: email,
      amount: 1_000,
      rollover_multiplier: 10,
      valid_days: 7,
    });
    expect(second.statusCode).toBe(409);
  });

  it('answers typed 4xx, never a 5xx, to hostile input on the new operations', async () => {
    const { token } = await registerPlayer(platform.app, 'aurora');
    const hostile: unknown[] = [
      '\u0000',
      'x'.repeat(10_000),
      -1,
      1e308,
      '\ud800',
      [],
      {},
      null,
      true,
    ];
    for (const value of hostile) {
      for (const field of [
        'player',
        'amount',
        'rollover_multiplier',
        'max_bet',
        'valid_days',
        'name',
      ]) {
        const body = {
          player: 'ninguem@vitrine.test',
          amount: 1_000,
          rollover_multiplier: 10,
          valid_days: 7,
          [field]: value,
        };
        const answer = await aurora().post('/demo/console/bonuses/grant', body);
        expect(answer.statusCode, `${field}=${String(value)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${field}=${String(value)}`).toBeLessThan(500);
      }
      if (value === '\ud800') continue; // no URL carries a lone surrogate
      const text = encodeURIComponent(String(value));
      const query = await aurora().get(`/wallet/bonuses?page=${text}&status=${text}`, token);
      expect(query.statusCode, String(value)).toBe(422);
    }
    for (const id of ['0', '-1', 'abc', '99999999999']) {
      const answer = await aurora().post(`/bonuses/${id}/cancel`, {}, token);
      expect(answer.statusCode, id).toBe(404);
    }
    // A NUL byte in the path is refused before the route (malformed input).
    expect((await aurora().post('/bonuses/%00/cancel', {}, token)).statusCode).toBe(422);
    expect((await aurora().get('/wallet/bonuses')).statusCode).toBe(401);
  });
});

describe('concurrent spins with an active bonus', () => {
  it('count every contribution once, keep the ledger equal to the wallet, and convert once', async () => {
    const { player, path } = await bonusPlayer(2_000, {
      amount: 5_000,
      rollover_multiplier: 1,
      valid_days: 7,
    });
    // Each round wins its stake back: every spin is played, and the 10th meets the rollover.
    forced.win = 500;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => spinSlot(platform.app, path, 500)),
    ).finally(() => {
      forced.win = null;
    });
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [bonus] = await bonusesOf(player);
    const rows = await rowsOf(player);
    const bets = rows.filter((row) => row.type === 'bet');
    expect(bets.reduce((sum, row) => sum + row.amount, 0)).toBe(-20 * 500);
    // Completed at exactly 5 000 wagered; the stakes after it count toward nothing.
    expect(bonus).toMatchObject({ status: 'completed', wagered: 5_000, converted: 5_000 });
    const rollover = rows.filter((row) => row.type === 'rollover');
    expect(rollover.map((row) => [row.balanceKind, row.amount])).toEqual([
      ['bonus', -5_000],
      ['cash', 5_000],
    ]);
    expect(await expectLedgerEqualsWallet(player)).toEqual({ cash: 7_000, bonus: 0 });
  });
});
