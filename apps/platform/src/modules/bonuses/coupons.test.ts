import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkCouponResponseSchema, couponsResponseSchema } from '@vitrine/contract/bonuses.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { bonuses, coupons, couponUses } from '../../db/schema/bonuses.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { payPix } from '../../test/payments.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum, lockWallet } from '../wallet/wallet-service.ts';
import { grantBonus } from './bonus-grant.ts';

// Deposit coupons (docs/product/bonuses.md §4 Coupon check, §4 Coupon at deposit): the check's refusals in their order, the open
// list, the charge that carries one, and the paid charge that grants the bonus exactly once.

const clock = manualClock(new Date('2026-06-01T12:00:00.000Z'));
const platform = testPlatformPerFile({ clock });
const DAY_MS = 24 * 60 * 60 * 1000;
const aurora = () => api(platform.app, 'aurora');

let serial = 0;
/** A coupon of aurora (or `tenant`), unique code, with the test's overrides. */
async function newCoupon(
  overrides: Partial<typeof coupons.$inferInsert> = {},
  tenant = 'aurora',
): Promise<typeof coupons.$inferSelect> {
  serial += 1;
  const [row] = await platform.db
    .insert(coupons)
    .values({
      tenantId: await tenantIdOf(platform.db, tenant),
      code: `TESTE${serial}`,
      description: { pt: `Cupom de teste ${serial}`, en: `Test coupon ${serial}` },
      percent: 100,
      maxBonus: 10_000,
      minDeposit: 2_000,
      rolloverMultiplier: 10,
      maxBet: 1_000,
      validDays: 7,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('coupon not stored');
  return row;
}

/** Flips a tenant's `is_regulated` (sorte has the operator a regulated config needs). */
async function setRegulated(slug: string, regulated: boolean) {
  await platform.db
    .update(tenants)
    .set({
      config: sql`jsonb_set(${tenants.config}, '{is_regulated}', ${JSON.stringify(regulated)}::jsonb)`,
    })
    .where(eq(tenants.id, await tenantIdOf(platform.db, slug)));
}

const errorOf = (response: { body: string }) => laravelErrorSchema.parse(jsonBody(response));
const codeOf = (response: { body: string }) =>
  (jsonBody(response) as { code?: unknown }).code ?? null;

const check = (coupon: unknown, token?: string, tenant = 'aurora') =>
  api(platform.app, tenant).post('/bonuses/check-coupon', { coupon }, token);

async function newPlayer(tenant = 'aurora') {
  const { data, token } = await registerPlayer(platform.app, tenant);
  return { id: data.id, token, tenantId: await tenantIdOf(platform.db, tenant) };
}

const charge = (token: string, amount: number, coupon?: string, tenant = 'aurora') =>
  api(platform.app, tenant).post(
    '/main-gateway/qrcode-pix',
    { amount, ...(coupon === undefined ? {} : { coupon }) },
    token,
  );

async function chargeOk(token: string, amount: number, coupon?: string) {
  const response = await charge(token, amount, coupon);
  expect(response.statusCode, response.body).toBe(200);
  return pixChargeResponseSchema.parse(jsonBody(response));
}

/** The wallet's three balances, each checked against the sum of its ledger rows. */
async function balancesOf(db: Database, player: { tenantId: number; id: number }) {
  const ref = { tenantId: player.tenantId, userId: player.id };
  const wallet = await findWallet(db, ref);
  const cash = await ledgerSum(db, ref, 'cash');
  const bonus = await ledgerSum(db, ref, 'bonus');
  expect(wallet?.balance ?? 0).toBe(cash);
  expect(wallet?.bonusBalance ?? 0).toBe(bonus);
  return { cash, bonus };
}

const bonusesOf = (db: Database, player: { tenantId: number; id: number }) =>
  db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.tenantId, player.tenantId), eq(bonuses.userId, player.id)));

const notificationsOf = (db: Database, player: { tenantId: number; id: number }) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, player.tenantId), eq(notifications.userId, player.id)));

describe('POST /bonuses/check-coupon', () => {
  it('answers the coupon, case-insensitive, to a guest and to a player', async () => {
    const coupon = await newCoupon({ maxBet: null });
    const guest = await check(coupon.code.toLowerCase());
    expect(guest.statusCode, guest.body).toBe(200);
    expect(checkCouponResponseSchema.parse(jsonBody(guest)).coupon).toEqual({
      code: coupon.code,
      kind: 'deposit',
      description: coupon.description.pt,
      percent: 100,
      max_bonus: 10_000,
      min_deposit: 2_000,
      rollover_multiplier: 10,
      max_bet: null,
      valid_days: 7,
      starts_at: null,
      ends_at: null,
      used: false,
    });
    const { token } = await newPlayer();
    const english = await aurora().post('/bonuses/check-coupon', { coupon: coupon.code }, token, {
      'accept-language': 'en',
    });
    expect(english.statusCode, english.body).toBe(200);
    expect(checkCouponResponseSchema.parse(jsonBody(english)).coupon.description).toBe(
      coupon.description.en,
    );
  });

  it('refuses an unknown or inactive code (404), a future or ended one, an exhausted one', async () => {
    const unknown = await check('NAOEXISTE');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('bonuses.coupon_not_found');
    expect(errorOf(unknown).message).toBe('Cupom inválido.');

    const inactive = await newCoupon({ active: false });
    expect(codeOf(await check(inactive.code))).toBe('bonuses.coupon_not_found');

    const future = await newCoupon({ startsAt: new Date(clock().getTime() + DAY_MS) });
    const notStarted = await check(future.code);
    expect(notStarted.statusCode).toBe(422);
    expect(codeOf(notStarted)).toBe('bonuses.coupon_not_started');

    const past = await newCoupon({ endsAt: new Date(clock().getTime() - 1) });
    const ended = await check(past.code);
    expect(ended.statusCode).toBe(422);
    expect(codeOf(ended)).toBe('bonuses.coupon_ended');

    const full = await newCoupon({ maxUses: 2, uses: 2 });
    const exhausted = await check(full.code);
    expect(exhausted.statusCode).toBe(422);
    expect(codeOf(exhausted)).toBe('bonuses.coupon_exhausted');
  });

  it('refuses a code the player used (409), and any code with an active bonus (409)', async () => {
    const player = await newPlayer();
    const used = await newCoupon();
    await platform.db
      .insert(couponUses)
      .values({ tenantId: player.tenantId, userId: player.id, couponId: used.id });
    const again = await check(used.code, player.token);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('bonuses.coupon_used');
    // A guest is not refused for someone else's use.
    expect((await check(used.code)).statusCode).toBe(200);

    const other = await newCoupon();
    await moneyTransaction(platform.db, async (tx) => {
      const wallet = await lockWallet(
        tx,
        { tenantId: player.tenantId, userId: player.id },
        clock(),
      );
      const granted = await grantBonus(
        tx,
        wallet,
        {
          source: 'console',
          name: { pt: 'Bônus', en: 'Bonus' },
          amount: 1_000,
          rolloverMultiplier: 5,
          maxBet: null,
          validDays: 3,
        },
        clock(),
      );
      expect(granted).not.toBeNull();
    });
    const active = await check(other.code, player.token);
    expect(active.statusCode).toBe(409);
    expect(codeOf(active)).toBe('bonuses.active_bonus');
  });

  it('answers a malformed code with a typed 422, never a 5xx', async () => {
    for (const coupon of ['', 'AB', 'com espaço', 'X'.repeat(33), 12, null, ['A'], '\u0000ABC']) {
      const response = await check(coupon);
      expect(response.statusCode, `${JSON.stringify(coupon)}: ${response.body}`).toBe(422);
      expect(Object.keys(errorOf(response).errors ?? {})).toEqual(['coupon']);
    }
  });

  it('refuses every code on a regulated tenant first (403), even an existing one', async () => {
    const demoCoupon = await newCoupon({}, 'demo');
    for (const code of [demoCoupon.code, 'NAOEXISTE']) {
      const response = await check(code, undefined, 'demo');
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('bonuses.regulated');
    }
  });

  it('keeps tenants apart: aurora’s code is unknown on another unregulated tenant', async () => {
    const coupon = await newCoupon();
    const { token } = await newPlayer();
    await setRegulated('sorte', false);
    try {
      const elsewhere = await check(coupon.code, undefined, 'sorte');
      expect(elsewhere.statusCode).toBe(404);
      expect(codeOf(elsewhere)).toBe('bonuses.coupon_not_found');
      // aurora's token is not valid on sorte.
      expect((await check(coupon.code, token, 'sorte')).statusCode).toBe(401);
    } finally {
      await setRegulated('sorte', true);
    }
  });
});

describe('GET /bonuses/coupons', () => {
  it('lists the open coupons with `used` for the player, none on a regulated tenant', async () => {
    const open = await newCoupon();
    const usedOne = await newCoupon();
    const closed = await newCoupon({ endsAt: new Date(clock().getTime() - 1) });
    const full = await newCoupon({ maxUses: 1, uses: 1 });
    const player = await newPlayer();
    await platform.db
      .insert(couponUses)
      .values({ tenantId: player.tenantId, userId: player.id, couponId: usedOne.id });

    const mine = couponsResponseSchema.parse(
      jsonBody(await aurora().get('/bonuses/coupons', player.token)),
    ).coupons;
    const byCode = new Map(mine.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get(open.code)?.used).toBe(false);
    expect(byCode.get(usedOne.code)?.used).toBe(true);
    expect(byCode.has(closed.code)).toBe(false);
    expect(byCode.has(full.code)).toBe(false);
    // The seeded welcome coupon is open.
    expect(byCode.get('BEMVINDO100')).toMatchObject({ percent: 100, max_bonus: 50_000 });

    const guest = couponsResponseSchema.parse(jsonBody(await aurora().get('/bonuses/coupons')));
    expect(guest.coupons.find((coupon) => coupon.code === usedOne.code)?.used).toBe(false);

    await newCoupon({}, 'demo');
    const regulated = await api(platform.app, 'demo').get('/bonuses/coupons');
    expect(regulated.statusCode).toBe(200);
    expect(couponsResponseSchema.parse(jsonBody(regulated)).coupons).toEqual([]);
  });
});

describe('a PIX charge with a coupon', () => {
  it('answers what the coupon adds, and stores it with the charge', async () => {
    const coupon = await newCoupon({ percent: 50, maxBonus: 3_000 });
    const { token } = await newPlayer();
    const small = await chargeOk(token, 4_000, coupon.code.toLowerCase());
    expect(small).toMatchObject({ coupon: coupon.code, coupon_bonus: 2_000 });
    const capped = await chargeOk(token, 10_000, ` ${coupon.code} `);
    expect(capped).toMatchObject({ coupon: coupon.code, coupon_bonus: 3_000 });
  });

  it('ignores an empty coupon (§5), and refuses one below its minimum deposit', async () => {
    const { token } = await newPlayer();
    for (const empty of ['', '   ']) {
      const plain = await chargeOk(token, 5_000, empty);
      expect(plain.coupon).toBeUndefined();
      expect(plain.coupon_bonus).toBeUndefined();
    }
    const coupon = await newCoupon({ minDeposit: 5_000 });
    const below = await charge(token, 4_999, coupon.code);
    expect(below.statusCode, below.body).toBe(422);
    expect(jsonBody(below)).toMatchObject({
      status: false,
      code: 'bonuses.coupon_min_deposit',
      message: t('pt-BR', 'coupon_min_deposit', { min_deposit: formatMoney(5_000, 'pt-BR') }),
    });
  });

  it('refuses the check’s refusals as payment refusals (status false, 4xx)', async () => {
    const { token } = await newPlayer();
    const unknown = await charge(token, 5_000, 'NAOEXISTE');
    expect(unknown.statusCode).toBe(404);
    expect(jsonBody(unknown)).toMatchObject({ status: false, code: 'bonuses.coupon_not_found' });
    const malformed = await charge(token, 5_000, 'com espaço');
    expect(malformed.statusCode).toBe(422);
    expect(jsonBody(malformed)).toMatchObject({ status: false });
    expect(Object.keys(errorOf(malformed).errors ?? {})).toEqual(['coupon']);

    const regulated = await registerPlayer(platform.app, 'demo');
    const refused = await charge(regulated.token, 5_000, 'BEMVINDO100', 'demo');
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused)).toMatchObject({ status: false, code: 'bonuses.regulated' });
    const plain = await charge(regulated.token, 5_000, '', 'demo');
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe('a paid charge with a coupon', () => {
  it('grants the bonus once: a bonus row, a ledger row, balances equal to their rows', async () => {
    const coupon = await newCoupon({ percent: 100, maxBonus: 2_500, rolloverMultiplier: 10 });
    const player = await newPlayer();
    const pix = await chargeOk(player.token, 3_000, coupon.code);
    const paid = await payPix(platform.app, 'aurora', pix.qrcode);
    expect(paid.statusCode, paid.body).toBe(200);
    // Paying again changes nothing.
    expect((await payPix(platform.app, 'aurora', pix.qrcode)).statusCode).toBe(409);

    expect(await balancesOf(platform.db, player)).toEqual({ cash: 3_000, bonus: 2_500 });
    const granted = await bonusesOf(platform.db, player);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      source: 'coupon',
      status: 'active',
      couponId: coupon.id,
      amount: 2_500,
      required: 25_000,
      maxBet: 1_000,
      expiresAt: new Date(clock().getTime() + 7 * DAY_MS),
    });
    const rows = await platform.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.tenantId, player.tenantId),
          eq(walletTransactions.userId, player.id),
        ),
      )
      .orderBy(walletTransactions.id);
    expect(rows.map((row) => [row.type, row.amount, row.balanceKind])).toEqual([
      ['deposit', 3_000, 'cash'],
      ['bonus', 2_500, 'bonus'],
    ]);
    const [counted] = await platform.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted?.uses).toBe(1);
    // Used now: the check says so.
    expect(codeOf(await check(coupon.code, player.token))).toBe('bonuses.coupon_used');
  });

  it('with an active bonus: credits the deposit, grants nothing, tells the player why', async () => {
    const first = await newCoupon();
    const second = await newCoupon();
    const player = await newPlayer();
    const later = await chargeOk(player.token, 2_000, second.code);
    const now = await chargeOk(player.token, 2_000, first.code);
    expect((await payPix(platform.app, 'aurora', now.qrcode)).statusCode).toBe(200);
    expect((await payPix(platform.app, 'aurora', later.qrcode)).statusCode).toBe(200);

    expect(await balancesOf(platform.db, player)).toEqual({ cash: 4_000, bonus: 2_000 });
    expect(await bonusesOf(platform.db, player)).toHaveLength(1);
    const [secondRow] = await platform.db.select().from(coupons).where(eq(coupons.id, second.id));
    expect(secondRow?.uses).toBe(0);
    const told = await notificationsOf(platform.db, player);
    expect(told.map((row) => row.name)).toContain('Cupom não aplicado');
    expect(told.find((row) => row.name === 'Cupom não aplicado')?.message).toContain(second.code);
  });

  it('the same player paying two charges of one coupon gets one bonus', async () => {
    const coupon = await newCoupon();
    const player = await newPlayer();
    const a = await chargeOk(player.token, 2_000, coupon.code);
    const b = await chargeOk(player.token, 2_000, coupon.code);
    const paid = await Promise.all([
      payPix(platform.app, 'aurora', a.qrcode),
      payPix(platform.app, 'aurora', b.qrcode),
    ]);
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await balancesOf(platform.db, player)).toEqual({ cash: 4_000, bonus: 2_000 });
    expect(await bonusesOf(platform.db, player)).toHaveLength(1);
    const [row] = await platform.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(1);
    expect((await notificationsOf(platform.db, player)).length).toBeGreaterThanOrEqual(1);
  });

  it('20 players paying at once a coupon of 5 uses: exactly 5 bonuses', async () => {
    const coupon = await newCoupon({ maxUses: 5 });
    const players = [];
    for (let index = 0; index < 20; index += 1) {
      const player = await newPlayer();
      players.push({ ...player, pix: await chargeOk(player.token, 2_000, coupon.code) });
    }
    const paid = await Promise.all(
      players.map(({ pix }) => payPix(platform.app, 'aurora', pix.qrcode)),
    );
    expect(paid.map((response) => response.statusCode)).toEqual(players.map(() => 200));
    const granted = await platform.db.select().from(bonuses).where(eq(bonuses.couponId, coupon.id));
    expect(granted).toHaveLength(5);
    const [row] = await platform.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.uses).toBe(5);
    let bonusTotal = 0;
    for (const player of players) {
      const { cash, bonus } = await balancesOf(platform.db, player);
      expect(cash).toBe(2_000);
      bonusTotal += bonus;
    }
    expect(bonusTotal).toBe(5 * 2_000);
  }, 240_000);

  it('a tenant that became regulated after the charge grants nothing', async () => {
    await setRegulated('sorte', false);
    let pix;
    let player;
    try {
      const coupon = await newCoupon({}, 'sorte');
      player = await newPlayer('sorte');
      const response = await charge(player.token, 2_000, coupon.code, 'sorte');
      expect(response.statusCode, response.body).toBe(200);
      pix = pixChargeResponseSchema.parse(jsonBody(response));
      expect(pix.coupon_bonus).toBe(2_000);
    } finally {
      await setRegulated('sorte', true);
    }
    // The assertion at payment, whatever was checked when the charge was made.
    expect((await payPix(platform.app, 'sorte', pix.qrcode)).statusCode).toBe(200);
    expect(await balancesOf(platform.db, player)).toEqual({ cash: 2_000, bonus: 0 });
    expect(await bonusesOf(platform.db, player)).toHaveLength(0);
    const told = await notificationsOf(platform.db, player);
    expect(told.find((row) => row.name === 'Cupom não aplicado')?.message).toContain('14.790');
  });
});
