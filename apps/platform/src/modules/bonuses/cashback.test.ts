import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashbackResponse,
  cashbackClaimResponseSchema,
  cashbackResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import { demoCashbackResponseSchema } from '@vitrine/contract/cashback-console.ts';
import { HOSTILE_JSON } from '@vitrine/contract/testing/hostile-input.ts';
import type { Database } from '../../db/client.ts';
import { cashbackEntries } from '../../db/schema/bonuses.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { idempotencyKey } from '../../test/boxes.ts';
import { fundPlayer, gameByCode, launchGame, spinSlot, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum, lockWallet, postEntries } from '../wallet/wallet-service.ts';

// Cashback (issue 37; docs/design/cashback.md). The clock starts on Monday 2026-06-01 at 09:00 in
// São Paulo (12:00Z). demo is regulated (loyalty), cashback on, 10 %, released on Mondays at 12:00
// (15:00Z); sorte is made unregulated (cash), 15 %, released on Fridays at 18:00.
const clock = manualClock(new Date('2026-06-01T12:00:00.000Z'));
const platform = testPlatformPerFile({ clock });
const ids = { demo: 0, sorte: 0 };

async function patchConfig(db: Database, slug: string, patch: Record<string, unknown>) {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  await db
    .update(tenants)
    .set({ config: { ...(row?.config as object), ...patch } })
    .where(eq(tenants.slug, slug));
}

beforeAll(async () => {
  ids.demo = await tenantIdOf(platform.db, 'demo');
  ids.sorte = await tenantIdOf(platform.db, 'sorte');
  await patchConfig(platform.db, 'sorte', {
    is_regulated: false,
    cashback: true,
    cashback_release_day: 5,
    cashback_release_hour: 18,
    cashback_conversion_percentage: 15,
  });
});

type Slug = keyof typeof ids;

async function newPlayer(slug: Slug) {
  const player = await registerPlayer(platform.app, slug);
  return { ...player, slug, ref: { tenantId: ids[slug], userId: player.data.id } };
}
type Player = Awaited<ReturnType<typeof newPlayer>>;

/** A cash stake lost now, as the sportsbook's wallet writes one (a `bet` row of cash). */
async function loseCash(player: Player, amount: number) {
  await platform.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player.ref, clock());
    await postEntries(tx, wallet, [{ type: 'bet', amount: -amount }], clock());
  });
}

async function cashbackOf(player: Player): Promise<CashbackResponse> {
  const response = await api(platform.app, player.slug).get('/bonuses/cashback', player.token);
  expect(response.statusCode, response.body).toBe(200);
  return cashbackResponseSchema.parse(jsonBody(response));
}

const claim = (player: Player, id: unknown, key?: string) =>
  api(platform.app, player.slug).post(
    '/bonuses/cashback/claim',
    { cashback_id: id },
    player.token,
    key ? idempotencyKey(key) : {},
  );

const bodyOf = (response: { body: string }) => {
  const body = jsonBody(response);
  return typeof body === 'object' && body !== null ? body : {};
};
const codeOf = (response: { body: string }) => Reflect.get(bodyOf(response), 'code');

async function consoleEntry(slug: Slug, body: Record<string, unknown>) {
  const response = await api(platform.app, slug).post('/demo/console/cashback/entry', body);
  expect(response.statusCode, response.body).toBe(201);
  return demoCashbackResponseSchema.parse(jsonBody(response)).entry;
}

async function advance(slug: Slug, id: number) {
  const response = await api(platform.app, slug).post('/demo/console/cashback/advance', {
    entry_id: id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return demoCashbackResponseSchema.parse(jsonBody(response)).entry;
}

async function expectLedgerMatches(player: Player) {
  const wallet = await findWallet(platform.db, player.ref);
  expect(await ledgerSum(platform.db, player.ref, 'cash')).toBe(wallet?.balance ?? 0);
  expect(await ledgerSum(platform.db, player.ref, 'loyalty')).toBe(wallet?.loyaltyBalance ?? 0);
}

async function cashbackRows(player: Player) {
  return platform.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.ref.tenantId),
        eq(walletTransactions.userId, player.ref.userId),
        eq(walletTransactions.type, 'cashback'),
      ),
    )
    .orderBy(asc(walletTransactions.id));
}

describe('the weekly cashback entry', () => {
  it('counts the running week’s net cash losses from real spins, in the total only', async () => {
    const player = await newPlayer('demo');
    await fundPlayer(platform.db, player.ref, 100_000);
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', game, { token: player.token });
    for (let spin = 0; spin < 12; spin += 1) {
      const answer = await spinSlot(platform.app, path, 500);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const rows = await platform.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.tenantId, player.ref.tenantId),
          eq(walletTransactions.userId, player.ref.userId),
          eq(walletTransactions.balanceKind, 'cash'),
        ),
      );
    const net = rows
      .filter((row) => row.type === 'bet' || row.type === 'win')
      .reduce((sum, row) => sum + row.amount, 0);
    const losses = Math.max(0, -net);
    const amount = Math.floor((losses * 10) / 100);

    const cashback = await cashbackOf(player);
    expect(cashback).toMatchObject({ enabled: true, percentage: 10, release_day: 1 });
    if (amount < 3) {
      // The spins won overall (or lost under R$ 0,30): no entry is made.
      expect(cashback.entries).toEqual([]);
      return;
    }
    expect(cashback.entries).toHaveLength(1);
    expect(cashback.entries[0]).toMatchObject({
      type: 'calendar',
      period_start: '2026-05-25T15:00:00.000Z',
      period_end: '2026-06-01T15:00:00.000Z',
      available_at: '2026-06-01T15:00:00.000Z',
      losses,
      amount,
      claimed: 0,
      claims: 3,
      credited_to: 'loyalty',
      next_unlock_at: '2026-06-01T15:01:00.000Z',
    });
    expect(cashback.total).toBe(amount);
    expect(cashback.claimable).toBe(0);
  });

  it('follows the running week, is claimable from 12:01 and pays three parts that sum to it', async () => {
    const player = await newPlayer('demo');
    await fundPlayer(platform.db, player.ref, 50_000);
    await loseCash(player, 10_000);
    const running = await cashbackOf(player);
    expect(running.entries.map((entry) => entry.amount)).toEqual([1_000]);
    // More losses while it runs: the entry follows them; a win brings it back.
    await loseCash(player, 2_000);
    expect((await cashbackOf(player)).entries.map((entry) => entry.amount)).toEqual([1_200]);
    await platform.db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, player.ref, clock());
      await postEntries(tx, wallet, [{ type: 'win', amount: 2_000 }], clock());
    });
    const entry = (await cashbackOf(player)).entries[0];
    if (!entry) throw new Error('no entry');
    expect(entry.amount).toBe(1_000);
    expect(codeOf(await claim(player, entry.id))).toBe('bonuses.cashback_locked');

    // Monday 12:00:59 in São Paulo: the week has closed, its first part not yet unlocked.
    clock.advance(3 * 60 * 60 + 59);
    const locked = await claim(player, entry.id);
    expect(locked.statusCode).toBe(409);
    expect(bodyOf(locked)).toMatchObject({
      code: 'bonuses.cashback_locked',
      unlocks_at: '2026-06-01T15:01:00.000Z',
    });
    // Losses of the new week do not change the closed entry (and 2 centavos make no entry).
    await loseCash(player, 20);
    const closed = await cashbackOf(player);
    expect(closed.entries.map((row) => row.amount)).toEqual([1_000]);
    expect(closed.total).toBe(1_000);
    expect(closed.claimable).toBe(0);

    clock.advance(1);
    expect((await cashbackOf(player)).claimable).toBe(333);
    const paid: number[] = [];
    const first = await claim(player, entry.id);
    expect(first.statusCode, first.body).toBe(200);
    const firstAnswer = cashbackClaimResponseSchema.parse(jsonBody(first));
    paid.push(firstAnswer.amount);
    expect(firstAnswer.entry).toMatchObject({ claimed: 1, claimed_amount: 333, next_amount: 333 });
    expect(firstAnswer.wallet.loyalty_balance).toBe(333);
    expect(bodyOf(await claim(player, entry.id))).toMatchObject({
      code: 'bonuses.cashback_locked',
      unlocks_at: '2026-06-01T21:01:00.000Z',
    });

    clock.advance(6 * 60 * 60); // 18:01 in São Paulo
    const second = await claim(player, entry.id);
    expect(second.statusCode, second.body).toBe(200);
    paid.push(cashbackClaimResponseSchema.parse(jsonBody(second)).amount);
    clock.advance(5 * 60 * 60 + 58 * 60 + 59); // 23:59:59 in São Paulo
    const third = await claim(player, entry.id);
    expect(third.statusCode, third.body).toBe(200);
    paid.push(cashbackClaimResponseSchema.parse(jsonBody(third)).amount);
    expect(paid).toEqual([333, 333, 334]);
    const all = await claim(player, entry.id);
    expect(all.statusCode).toBe(409);
    expect(codeOf(all)).toBe('bonuses.cashback_claimed');

    const after = await cashbackOf(player);
    expect(after.entries[0]).toMatchObject({
      claimed: 3,
      claimed_amount: 1_000,
      next_unlock_at: null,
    });
    expect(after.total).toBe(0);
    const rows = await cashbackRows(player);
    expect(rows.map((row) => [row.amount, row.balanceKind])).toEqual([
      [333, 'loyalty'],
      [333, 'loyalty'],
      [334, 'loyalty'],
    ]);
    await expectLedgerMatches(player);
  });
});

describe('claims', () => {
  it('pays an immediate entry into cash on an unregulated tenant, once', async () => {
    const player = await newPlayer('sorte');
    const entry = await consoleEntry('sorte', {
      player: player.form.email,
      type: 'immediate',
      amount: '500',
    });
    expect(entry).toMatchObject({ amount: 500, claims: 1, credited_to: 'cash', percentage: 15 });
    const first = await claim(player, entry.id, `immediate-${entry.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const answer = cashbackClaimResponseSchema.parse(jsonBody(first));
    expect(answer.amount).toBe(500);
    expect(answer.wallet.balance).toBe(500);
    // The same key answers the same again, and pays nothing more.
    const again = await claim(player, entry.id, `immediate-${entry.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(codeOf(await claim(player, entry.id))).toBe('bonuses.cashback_claimed');
    expect((await cashbackRows(player)).map((row) => [row.amount, row.balanceKind])).toEqual([
      [500, 'cash'],
    ]);
    await expectLedgerMatches(player);
  });

  it('makes a console entry from the last 7 days’ losses, and advance unlocks each part', async () => {
    const player = await newPlayer('demo');
    await loseCash(player, 3_000);
    const entry = await consoleEntry('demo', { player: player.form.email, type: 'calendar' });
    expect(entry).toMatchObject({ losses: 3_000, amount: 300, credited_to: 'loyalty' });
    for (const part of [100, 100, 100]) {
      const moved = await advance('demo', entry.id);
      expect(new Date(moved.next_unlock_at ?? '').getTime()).toBeLessThanOrEqual(clock().getTime());
      const paid = await claim(player, entry.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(cashbackClaimResponseSchema.parse(jsonBody(paid)).amount).toBe(part);
    }
    const done = await api(platform.app, 'demo').post('/demo/console/cashback/advance', {
      entry_id: entry.id,
    });
    expect(codeOf(done)).toBe('bonuses.cashback_claimed');
    await expectLedgerMatches(player);
  });

  it('refuses a console entry of less than a centavo a claim', async () => {
    const player = await newPlayer('demo');
    const response = await api(platform.app, 'demo').post('/demo/console/cashback/entry', {
      player: player.form.email,
      type: 'calendar',
    });
    expect(response.statusCode).toBe(422);
  });

  it('refuses another player’s entry and another tenant’s, as not found', async () => {
    const owner = await newPlayer('demo');
    const entry = await consoleEntry('demo', {
      player: owner.form.email,
      type: 'immediate',
      amount: 100,
    });
    const stranger = await newPlayer('demo');
    const elsewhere = await newPlayer('sorte');
    for (const player of [stranger, elsewhere]) {
      const response = await claim(player, entry.id);
      expect(response.statusCode).toBe(404);
      expect(codeOf(response)).toBe('bonuses.cashback_not_found');
      expect((await cashbackOf(player)).entries).toEqual([]);
    }
    const moved = await api(platform.app, 'sorte').post('/demo/console/cashback/advance', {
      entry_id: entry.id,
    });
    expect(moved.statusCode).toBe(404);
    expect((await cashbackRows(owner)).length).toBe(0);
  });

  it('with cashback off: makes no entry and refuses the weekly ones, not the console’s', async () => {
    const player = await newPlayer('sorte');
    await loseCash(player, 10_000);
    const weekly = (await cashbackOf(player)).entries[0];
    if (!weekly) throw new Error('no weekly entry');
    await advance('sorte', weekly.id);
    const made = await consoleEntry('sorte', {
      player: player.form.email,
      type: 'immediate',
      amount: 700,
    });
    await patchConfig(platform.db, 'sorte', { cashback: false });
    try {
      const other = await newPlayer('sorte');
      await loseCash(other, 10_000);
      const off = await cashbackOf(other);
      expect(off).toMatchObject({ enabled: false, entries: [], total: 0, claimable: 0 });
      const listed = await cashbackOf(player);
      expect(listed.entries.map((entry) => entry.id)).toEqual([made.id, weekly.id]);
      expect(listed.claimable).toBe(700);
      const refused = await claim(player, weekly.id);
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('bonuses.cashback_disabled');
      const paid = await claim(player, made.id);
      expect(paid.statusCode, paid.body).toBe(200);
    } finally {
      await patchConfig(platform.db, 'sorte', { cashback: true });
    }
  });

  it('answers hostile claim bodies with a 4xx and moves nothing', async () => {
    const player = await newPlayer('demo');
    for (const [label, value] of HOSTILE_JSON) {
      const response = await claim(player, value);
      const what = `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, what).toBeLessThan(500);
    }
    for (const body of [
      { player: player.form.email, type: 'weekly' },
      { player: player.form.email, type: 'immediate', amount: -5 },
      { player: player.form.email, type: 'immediate', amount: '1e99' },
      { player: '\u0000', type: 'immediate', amount: 5 },
    ]) {
      const response = await api(platform.app, 'demo').post('/demo/console/cashback/entry', body);
      expect([404, 422], response.body).toContain(response.statusCode);
    }
    const rows = await platform.db
      .select()
      .from(cashbackEntries)
      .where(eq(cashbackEntries.userId, player.ref.userId));
    expect(rows).toEqual([]);
    expect(await cashbackRows(player)).toEqual([]);
  });
});
