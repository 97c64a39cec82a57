import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankingResponseSchema } from '@vitrine/contract/ranking.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { type LedgerEntry, lockWallet, postEntries } from '../wallet/wallet-service.ts';
import { LEADERBOARD_TTL_MS, leaderboardCache, leaderboardCacheOf } from './leaderboard-cache.ts';
import { rankingPeriod } from './ranking-service.ts';

// Issue 38: `GET /ranking` — the period's real-money wagering in São Paulo time, each place as its
// player's privacy settings allow, the signed-in player's own standing, one tenant at a time.
const clock = manualClock(new Date('2026-06-10T12:00:00.000Z'));
const platform = testPlatformPerFile({ clock });

/** Ledger rows written as of `at`, straight into the player's wallet. */
async function ledger(
  player: { tenantId: number; userId: number },
  at: string,
  entries: LedgerEntry[],
) {
  const now = new Date(at);
  await platform.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player, now);
    await postEntries(tx, wallet, entries, now);
  });
}

const bet = (amount: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  type: 'bet',
  amount: -amount,
  ...extra,
});

async function ranking(query: string, token?: string, tenant = 'demo') {
  const response = await api(platform.app, tenant).get(`/ranking${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return rankingResponseSchema.parse(jsonBody(response));
}

async function newPlayer(tenant: string, settings: Partial<typeof users.$inferInsert> = {}) {
  const { data, token } = await registerPlayer(platform.app, tenant);
  const player = { tenantId: await tenantIdOf(platform.db, tenant), userId: data.id };
  if (Object.keys(settings).length > 0) {
    await platform.db
      .update(users)
      .set(settings)
      .where(and(eq(users.tenantId, player.tenantId), eq(users.id, data.id)));
  }
  return { ...player, token };
}

describe('the ranking’s periods in São Paulo time', () => {
  it('starts the week on Monday 00:00 and the month on the 1st 00:00 in São Paulo', () => {
    // 2026-06-01 is a Monday; São Paulo is UTC−3.
    expect(rankingPeriod('weekly', new Date('2026-06-01T02:59:59.999Z'))).toEqual({
      start: new Date('2026-05-25T03:00:00.000Z'),
      end: new Date('2026-06-01T03:00:00.000Z'),
    });
    expect(rankingPeriod('weekly', new Date('2026-06-01T03:00:00.000Z'))).toEqual({
      start: new Date('2026-06-01T03:00:00.000Z'),
      end: new Date('2026-06-08T03:00:00.000Z'),
    });
    expect(rankingPeriod('monthly', new Date('2026-06-01T02:59:59.999Z'))).toEqual({
      start: new Date('2026-05-01T03:00:00.000Z'),
      end: new Date('2026-06-01T03:00:00.000Z'),
    });
    expect(rankingPeriod('monthly', new Date('2026-12-31T23:00:00.000Z'))).toEqual({
      start: new Date('2026-12-01T03:00:00.000Z'),
      end: new Date('2027-01-01T03:00:00.000Z'),
    });
  });
});

describe('GET /ranking', () => {
  let open: Awaited<ReturnType<typeof newPlayer>>;
  let nameless: Awaited<ReturnType<typeof newPlayer>>;
  let figureless: Awaited<ReturnType<typeof newPlayer>>;

  beforeAll(async () => {
    open = await newPlayer('demo');
    nameless = await newPlayer('demo', { hideUsername: true });
    figureless = await newPlayer('demo', { hideMetrics: true });
    const elsewhere = await newPlayer('sorte');
    const week = '2026-06-08T03:00:00.000Z';
    // open: R$ 30 this week; a returned sportsbook stake and a bonus stake do not count; one bet on
    // Sunday night (São Paulo) counts for the month only, one in May for neither.
    await ledger(open, week, [{ type: 'deposit', amount: 100_000 }, bet(3_000)]);
    await ledger(open, week, [bet(2_000), { type: 'bet', amount: 2_000 }]);
    await ledger(open, week, [bet(700, { balance: 'bonus' })]);
    await ledger(open, '2026-06-08T02:59:59.000Z', [bet(10_000)]);
    await ledger(open, '2026-06-01T02:59:59.000Z', [bet(90_000)]);
    // nameless and figureless tie at R$ 50: the lower id first.
    await ledger(nameless, week, [{ type: 'deposit', amount: 100_000 }, bet(5_000)]);
    await ledger(figureless, week, [{ type: 'deposit', amount: 100_000 }, bet(5_000)]);
    await ledger(elsewhere, week, [{ type: 'deposit', amount: 100_000 }, bet(99_000)]);
  });

  it('shows a guest the weekly top wagerers, each as their settings allow', async () => {
    const board = await ranking('');
    expect(board.period).toBe('weekly');
    expect([board.starts_at, board.ends_at]).toEqual([
      '2026-06-08T03:00:00.000Z',
      '2026-06-15T03:00:00.000Z',
    ]);
    expect(board.ranks).toHaveLength(10);
    expect(board.self).toBeNull();
    const [first, second] = [nameless, figureless].sort((a, b) => a.userId - b.userId);
    const hidden = (who: typeof open) => who.userId === nameless.userId;
    expect(
      board.leaderboard.map((entry) => [entry.position, entry.user_id, entry.wagered]),
    ).toEqual([
      [1, first && hidden(first) ? null : first?.userId, first && hidden(first) ? 5_000 : null],
      [
        2,
        second && hidden(second) ? null : second?.userId,
        second && hidden(second) ? 5_000 : null,
      ],
      [3, open.userId, 3_000],
    ]);
    const namelessEntry = board.leaderboard.find((entry) => entry.wagered === 5_000);
    expect(namelessEntry).toMatchObject({ name: null, user_id: null, avatar: null, level: 1 });
    const figurelessEntry = board.leaderboard.find((entry) => entry.user_id === figureless.userId);
    expect(figurelessEntry).toMatchObject({ name: 'Carla M.', level: null, wagered: null });
    expect(board.leaderboard.every((entry) => !entry.is_self)).toBe(true);
  });

  it('counts the month from the 1st in São Paulo', async () => {
    const board = await ranking('?period=monthly');
    expect(board.starts_at).toBe('2026-06-01T03:00:00.000Z');
    expect(board.leaderboard[0]).toMatchObject({ user_id: open.userId, wagered: 13_000 });
  });

  it('gives a signed-in player their own place, and none before they wager', async () => {
    const board = await ranking('', open.token);
    expect(board.self).toEqual({ position: 3, wagered: 3_000, level: 1, totalBet: 0 });
    expect(board.leaderboard.find((entry) => entry.is_self)?.user_id).toBe(open.userId);
    const idle = await newPlayer('demo');
    expect((await ranking('', idle.token)).self).toMatchObject({ position: null, wagered: 0 });
  });

  it('never shows another tenant’s wagers', async () => {
    const board = await ranking('');
    expect(board.leaderboard.some((entry) => entry.wagered === 99_000)).toBe(false);
    const sorte = await ranking('', undefined, 'sorte');
    expect(sorte.leaderboard.map((entry) => entry.wagered)).toEqual([99_000]);
  });

  it('refuses a period it does not know', async () => {
    for (const query of [
      '?period=yearly',
      '?period=WEEKLY',
      '?period=weekly&period=monthly',
      '?period=%00',
    ]) {
      const response = await api(platform.app, 'demo').get(`/ranking${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('the leaderboard kept a minute', () => {
  it('sums the period once for two calls in the minute, and shows a later bet after it', async () => {
    const player = await newPlayer('aurora');
    const week = clock().toISOString();
    await ledger(player, week, [{ type: 'deposit', amount: 100_000 }, bet(1_000)]);
    const cache = leaderboardCacheOf(platform.db);
    const before = cache.loads;
    const first = await ranking('', undefined, 'aurora');
    const own = (board: typeof first) =>
      board.leaderboard.find((entry) => entry.user_id === player.userId)?.wagered;
    expect(own(first)).toBe(1_000);

    await ledger(player, week, [bet(2_000)]);
    const second = await ranking('', undefined, 'aurora');
    expect(cache.loads - before).toBe(1);
    expect(own(second)).toBe(1_000);

    clock.advance(LEADERBOARD_TTL_MS / 1000);
    const third = await ranking('', undefined, 'aurora');
    expect(cache.loads - before).toBe(2);
    expect(own(third)).toBe(3_000);
  });

  it('gives the signed-in player their fresh stake and place inside the minute', async () => {
    const leader = await newPlayer('aurora');
    const chaser = await newPlayer('aurora');
    const week = clock().toISOString();
    await ledger(leader, week, [{ type: 'deposit', amount: 900_000 }, bet(500_000)]);
    await ledger(chaser, week, [{ type: 'deposit', amount: 900_000 }, bet(400_000)]);
    clock.advance(LEADERBOARD_TTL_MS / 1000);
    const board = await ranking('', chaser.token, 'aurora');
    expect(board.self).toMatchObject({ position: 2, wagered: 400_000 });

    await ledger(chaser, week, [bet(200_000)]);
    const after = await ranking('', chaser.token, 'aurora');
    // The list is the one summed a moment ago; the player's own row is read now.
    expect(after.leaderboard.find((entry) => entry.is_self)?.wagered).toBe(400_000);
    expect(after.self).toMatchObject({ position: 1, wagered: 600_000 });
  });

  it('counts the place of a player below a full leaderboard against everyone', async () => {
    const tenantId = await tenantIdOf(platform.db, 'sorte');
    const crowd = await platform.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          tenantId,
          firstName: 'Apostador',
          lastName: `${index}`,
          email: `crowd-${index}@vitrine.test`,
        })),
      )
      .returning({ id: users.id });
    await platform.db.insert(walletTransactions).values(
      crowd.map(({ id }, index) => ({
        tenantId,
        userId: id,
        type: 'bet' as const,
        amount: -(200_000 + index),
        createdAt: clock(),
      })),
    );
    const viewer = await newPlayer('sorte');
    const week = clock().toISOString();
    await ledger(viewer, week, [{ type: 'deposit', amount: 2_000_000 }, bet(10_000)]);
    clock.advance(LEADERBOARD_TTL_MS / 1000);
    const board = await ranking('', viewer.token, 'sorte');
    expect(board.leaderboard).toHaveLength(50);
    // The crowd and the earlier R$ 990 wagerer are all ahead.
    expect(board.self).toMatchObject({ position: 52, wagered: 10_000 });

    await ledger(viewer, week, [bet(1_000_000)]);
    const after = await ranking('', viewer.token, 'sorte');
    expect(after.leaderboard.some((entry) => entry.is_self)).toBe(false);
    expect(after.self).toMatchObject({ position: 1, wagered: 1_010_000 });
  });

  it('hides a player who hides their name at once, inside the minute', async () => {
    const shy = await newPlayer('aurora');
    await ledger(shy, clock().toISOString(), [{ type: 'deposit', amount: 900_000 }, bet(800_000)]);
    clock.advance(LEADERBOARD_TTL_MS / 1000);
    const cache = leaderboardCacheOf(platform.db);
    const before = cache.loads;
    expect((await ranking('', undefined, 'aurora')).leaderboard[0]?.user_id).toBe(shy.userId);
    await platform.db
      .update(users)
      .set({ hideUsername: true })
      .where(and(eq(users.tenantId, shy.tenantId), eq(users.id, shy.userId)));
    expect((await ranking('', undefined, 'aurora')).leaderboard[0]).toMatchObject({
      user_id: null,
      name: null,
      wagered: 800_000,
    });
    // Summed once: the name was hidden from the sums kept in memory.
    expect(cache.loads - before).toBe(1);
  });

  it('keeps no more leaderboards than its bound, however many are asked for', async () => {
    const cache = leaderboardCache({ ttlMs: 60_000, maxEntries: 3 });
    const now = new Date('2026-06-10T12:00:00.000Z');
    for (let tenant = 1; tenant <= 100; tenant += 1) {
      await cache.read(`${tenant}:weekly`, now, () => Promise.resolve([]));
    }
    expect(cache.size).toBe(3);
    expect(cache.loads).toBe(100);
    // The newest are the ones kept.
    await cache.read('100:weekly', now, () => Promise.resolve([]));
    expect(cache.loads).toBe(100);
  });

  it('does not keep a summing that failed', async () => {
    const cache = leaderboardCache();
    const now = new Date('2026-06-10T12:00:00.000Z');
    await expect(
      cache.read('1:weekly', now, () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    await expect(cache.read('1:weekly', now, () => Promise.resolve([]))).resolves.toEqual([]);
    expect(cache.loads).toBe(2);
  });
});
