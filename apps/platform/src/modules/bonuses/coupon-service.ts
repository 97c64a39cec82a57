import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Coupon, couponSchema } from '@vitrine/contract/bonuses.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { bonuses, coupons, couponUses } from '../../db/schema/bonuses.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { ApiError, type ApiErrorDetails, type ErrorCode } from '../../http/errors.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { sendNotification } from '../notifications/notification-delivery.ts';
import type { LedgerEntry, WalletRow } from '../wallet/wallet-service.ts';
import { type BonusRow, expireBonus, grantBonus } from './bonus-lifecycle-service.ts';

// Deposit coupons (docs/product/bonuses.md §3 Coupon, docs/design/bonuses-plan.md "Coupons"):
// checked before a PIX charge is made, redeemed in the money transaction that credits it.

export type CouponRow = typeof coupons.$inferSelect;

/** Why a coupon cannot be used now: one of the typed refusals, in the order they are checked. */
export type CouponRefusal = Extract<
  ErrorCode,
  | 'bonuses.regulated'
  | 'bonuses.coupon_not_found'
  | 'bonuses.coupon_not_started'
  | 'bonuses.coupon_ended'
  | 'bonuses.coupon_exhausted'
  | 'bonuses.coupon_used'
  | 'bonuses.active_bonus'
>;

/** A typed refusal of the bonuses' calls: the body carries its `code` (as the boxes' do). */
export const bonusError = (code: ErrorCode, locale: Locale, details: ApiErrorDetails = {}) =>
  new ApiError(code, locale, { ...details, extra: { ...details.extra, code } });

export const isExhausted = (row: CouponRow) => row.maxUses !== null && row.uses >= row.maxUses;

/** The coupon as the player reads it, in the request's language. */
export function presentCoupon(row: CouponRow, locale: Locale, used: boolean): Coupon {
  return couponSchema.parse({
    code: row.code,
    kind: row.kind,
    description: locale === 'en' ? row.description.en : row.description.pt,
    percent: row.percent,
    max_bonus: row.maxBonus,
    min_deposit: row.minDeposit,
    rollover_multiplier: row.rolloverMultiplier,
    max_bet: row.maxBet,
    valid_days: row.validDays,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    used,
  });
}

/** The tenant's coupon of this (already upper-cased) code, active or not; null when none. */
export async function findCoupon(
  db: Database,
  tenantId: number,
  code: string,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenantId), eq(coupons.code, code)))
    .limit(1);
  return row ?? null;
}

/** The ids among `couponIds` the player has used. */
async function usedBy(
  db: Database,
  player: { tenantId: number; userId: number },
  couponIds: number[],
): Promise<Set<number>> {
  if (couponIds.length === 0) return new Set();
  const rows = await db
    .select({ couponId: couponUses.couponId })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.tenantId, player.tenantId),
        eq(couponUses.userId, player.userId),
        inArray(couponUses.couponId, couponIds),
      ),
    );
  return new Set(rows.map((row) => row.couponId));
}

/** An active bonus still within its deadline (one past it ends at the next money call). */
async function hasActiveBonus(
  db: Database,
  player: { tenantId: number; userId: number },
  now: Date,
) {
  const [row] = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(
      and(
        eq(bonuses.tenantId, player.tenantId),
        eq(bonuses.userId, player.userId),
        eq(bonuses.status, 'active'),
        gt(bonuses.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The coupon's own state at `now`: the refusals that do not depend on the player. */
function couponStateRefusal(row: CouponRow | null, now: Date): CouponRefusal | null {
  if (!row?.active) return 'bonuses.coupon_not_found';
  if (row.startsAt && now.getTime() < row.startsAt.getTime()) return 'bonuses.coupon_not_started';
  if (row.endsAt && now.getTime() >= row.endsAt.getTime()) return 'bonuses.coupon_ended';
  if (isExhausted(row)) return 'bonuses.coupon_exhausted';
  return null;
}

/**
 * `POST /bonuses/check-coupon` and the deposit's check (§4 Coupon check): the coupon when `userId`
 * (null: a guest) may use it now, else why not — a regulated tenant first, whatever the code
 * (§1 Offer kinds on a regulated tenant); then unknown or inactive, dates, uses, this player's use, and an
 * active bonus. Read-only.
 */
export async function checkCoupon(
  db: Database,
  { tenant, userId, code, now }: { tenant: Tenant; userId: number | null; code: string; now: Date },
): Promise<{ coupon: CouponRow } | { refusal: CouponRefusal }> {
  if (tenant.config.is_regulated) return { refusal: 'bonuses.regulated' };
  const row = await findCoupon(db, tenant.id, code);
  const stateRefusal = couponStateRefusal(row, now);
  if (stateRefusal || !row) return { refusal: stateRefusal ?? 'bonuses.coupon_not_found' };
  if (userId !== null) {
    const player = { tenantId: tenant.id, userId };
    if ((await usedBy(db, player, [row.id])).has(row.id)) return { refusal: 'bonuses.coupon_used' };
    if (await hasActiveBonus(db, player, now)) return { refusal: 'bonuses.active_bonus' };
  }
  return { coupon: row };
}

/**
 * `GET /bonuses/coupons`: the tenant's open coupons (active, within their dates, uses left), by
 * code, each with `used` for the player; none on a regulated tenant.
 */
export async function openCoupons(
  db: Database,
  {
    tenant,
    userId,
    now,
    locale,
  }: { tenant: Tenant; userId: number | null; now: Date; locale: Locale },
): Promise<Coupon[]> {
  if (tenant.config.is_regulated) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, tenant.id), eq(coupons.active, true)))
    .orderBy(asc(coupons.code));
  const open = rows.filter((row) => couponStateRefusal(row, now) === null);
  const used =
    userId === null
      ? new Set<number>()
      : await usedBy(
          db,
          { tenantId: tenant.id, userId },
          open.map((row) => row.id),
        );
  return open.map((row) => presentCoupon(row, locale, used.has(row.id)));
}

// ─── Redeemed when the charge is paid ─────────────────────────────────────────────────────────────

/** Why a paid charge's coupon granted nothing (the player is told, §4 Coupon at deposit). */
export type CouponMiss = 'regulated' | 'unavailable' | 'used' | 'exhausted' | 'active_bonus';

export type CouponRedemption =
  | { granted: true; bonus: BonusRow; wallet: WalletRow; entries: LedgerEntry[] }
  | { granted: false; miss: CouponMiss; coupon: string };

class Missed extends Error {
  readonly miss: CouponMiss;
  constructor(miss: CouponMiss) {
    super(miss);
    this.miss = miss;
  }
}

/** The tenant's `is_regulated`, read in the transaction; anything but an explicit false is true. */
async function isRegulatedTenant(tx: Database, tenantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ regulated: sql<unknown>`${tenants.config} -> 'is_regulated'` })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.regulated !== false;
}

/**
 * In the paid charge's money transaction, after its deposit row, with `wallet` locked: one use
 * per player (`coupon_uses`, on conflict no bonus), `uses` raised only below `max_uses` (no row, no
 * bonus), then the grant (an active bonus, no bonus). A miss undoes its own writes (a savepoint)
 * and leaves the deposit credited.
 */
export async function redeemCoupon(
  tx: Database,
  wallet: WalletRow,
  charge: { id: number; couponId: number; couponBonus: number | null },
  now: Date,
): Promise<CouponRedemption> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenantId, wallet.tenantId), eq(coupons.id, charge.couponId)));
  const code = coupon?.code ?? '';
  const miss = (reason: CouponMiss): CouponRedemption => ({
    granted: false,
    miss: reason,
    coupon: code,
  });
  // Lei 14.790 art. 29 I: a regulated tenant grants no bonus, even for a charge made before.
  if (await isRegulatedTenant(tx, wallet.tenantId)) return miss('regulated');
  if (!coupon?.active || !charge.couponBonus || charge.couponBonus <= 0) {
    return miss('unavailable');
  }
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return miss('unavailable');
  try {
    return await tx.transaction(async (savepoint) => {
      const [use] = await savepoint
        .insert(couponUses)
        .values({
          tenantId: wallet.tenantId,
          userId: wallet.userId,
          couponId: coupon.id,
          pixChargeId: charge.id,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!use) throw new Missed('used');
      const [counted] = await savepoint
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(
          and(
            eq(coupons.id, coupon.id),
            sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
          ),
        )
        .returning({ id: coupons.id });
      if (!counted) throw new Missed('exhausted');
      // A bonus past its deadline ends first (docs/design/bonuses.md "Expiry"), so it blocks nothing.
      const expired = await expireBonus(savepoint, wallet, now);
      const granted = await grantBonus(
        savepoint,
        expired.wallet,
        {
          source: 'coupon',
          name: coupon.description,
          amount: charge.couponBonus ?? 0,
          rolloverMultiplier: coupon.rolloverMultiplier,
          maxBet: coupon.maxBet,
          validDays: coupon.validDays,
          couponId: coupon.id,
          pixChargeId: charge.id,
        },
        now,
      );
      if (!granted) throw new Missed('active_bonus');
      await savepoint
        .update(couponUses)
        .set({ bonusId: granted.bonus.id })
        .where(eq(couponUses.id, use.id));
      return {
        granted: true as const,
        ...granted,
        entries: [...expired.entries, ...granted.entries],
      };
    });
  } catch (error) {
    if (error instanceof Missed) return miss(error.miss);
    throw error;
  }
}

const MISS_TEXT: Record<CouponMiss, { pt: string; en: string }> = {
  regulated: {
    pt: 'esta marca não oferece bônus de depósito (Lei 14.790/2023, art. 29 I)',
    en: 'this brand offers no deposit bonuses (Lei 14.790/2023, art. 29 I)',
  },
  unavailable: {
    pt: 'o cupom não estava mais disponível quando o PIX foi pago',
    en: 'the coupon was no longer available when the PIX was paid',
  },
  used: { pt: 'você já usou este cupom', en: 'you have already used this coupon' },
  exhausted: {
    pt: 'o cupom atingiu o limite de usos antes do seu pagamento',
    en: 'the coupon reached its usage limit before your payment',
  },
  active_bonus: {
    pt: 'você já tem um bônus ativo; conclua ou cancele-o antes de usar outro',
    en: 'you already have an active bonus; complete or cancel it before using another',
  },
};

/** The notification of a paid deposit whose coupon granted nothing, in the player's language. */
export function couponMissNotification(
  miss: CouponMiss,
  coupon: string,
  language: Locale,
): { name: string; message: string } {
  const why = MISS_TEXT[miss];
  return language === 'en'
    ? {
        name: 'Coupon not applied',
        message: `Your deposit was credited, but coupon ${coupon} added no bonus: ${why.en}.`,
      }
    : {
        name: 'Cupom não aplicado',
        message: `Seu depósito foi creditado, mas o cupom ${coupon} não adicionou bônus: ${why.pt}.`,
      };
}

/**
 * After the paid charge's commit: a coupon that granted nothing is explained to the player in a
 * personal notification, in their language (§4 Coupon at deposit).
 */
export async function tellCouponMiss(
  services: Pick<TenantServices, 'db' | 'realtime' | 'push' | 'publicUrl'>,
  tenant: Tenant,
  {
    userId,
    redemption,
    language,
    now,
  }: {
    userId: number;
    redemption: CouponRedemption | undefined;
    language: Locale;
    now: Date;
  },
): Promise<void> {
  if (!redemption || redemption.granted) return;
  const { name, message } = couponMissNotification(redemption.miss, redemption.coupon, language);
  await sendNotification(services, tenant, {
    userId,
    type: 'personal',
    name,
    message,
    img: null,
    userBox: null,
    now,
  });
}
