import { and, eq } from 'drizzle-orm';
import { PIX_EXPIRY_SECONDS, type PixChargeStatus } from '@vitrine/contract/payments.ts';
import { normalizeCpf } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { pixCharges } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { addSeconds } from '../../http/clock.ts';
import type { PixPsp } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { type CouponRedemption, redeemCoupon } from '../bonuses/coupon-service.ts';
import { isSelfExcluded } from '../users/user-service.ts';
import {
  type LedgerEntry,
  lockWallet,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { type GambleRefusal, mayGamble } from '../responsible-gaming/may-gamble-service.ts';
import { qualifyReferral, type ReferralQualified } from '../referrals/referral-service.ts';

// PIX deposits through the tenant's PSP (docs/design/payments-api.md): a charge is a BR Code the
// PSP issues, good for 5 minutes; paying it credits the ledger exactly once, and only from the
// player's own CPF (Portaria SPA/MF 615/2024).

export type PixChargeRow = typeof pixCharges.$inferSelect;

/** The status a player is told: a charge still waiting after its expiry is `expired`. */
export function chargeStatus(charge: PixChargeRow, now: Date): PixChargeStatus {
  if (charge.status === 'waiting_payment' && now.getTime() >= charge.expiresAt.getTime()) {
    return 'expired';
  }
  return charge.status;
}

/** A charge the PSP issues for the player, stored waiting for its payment. */
export async function createCharge(
  db: Database,
  psp: PixPsp,
  {
    tenant,
    userId,
    amount,
    now,
    coupon,
  }: {
    tenant: Tenant;
    userId: number;
    amount: number;
    now: Date;
    /** A checked deposit coupon and what it adds (§4 Coupon at deposit). */
    coupon?: { id: number; bonus: number };
  },
): Promise<PixChargeRow> {
  const { txid, payload } = await psp.issueCharge({
    tenantSlug: tenant.slug,
    merchantName: tenant.config.siteName,
    amount,
  });
  const [row] = await db
    .insert(pixCharges)
    .values({
      tenantId: tenant.id,
      userId,
      txid,
      amount,
      payload,
      couponId: coupon?.id ?? null,
      couponBonus: coupon?.bonus ?? null,
      createdAt: now,
      expiresAt: addSeconds(now, PIX_EXPIRY_SECONDS),
    })
    .returning();
  if (!row) throw new Error('the charge was not stored');
  return row;
}

/** One charge of this tenant by txid; `userId` narrows it to the player's own. */
export async function findCharge(
  db: Database,
  { tenantId, txid, userId }: { tenantId: number; txid: string; userId?: number },
): Promise<PixChargeRow | null> {
  const [row] = await db
    .select()
    .from(pixCharges)
    .where(
      and(
        eq(pixCharges.tenantId, tenantId),
        eq(pixCharges.txid, txid),
        userId === undefined ? undefined : eq(pixCharges.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type PaymentOutcome =
  | {
      outcome: 'paid';
      charge: PixChargeRow;
      wallet: WalletRow;
      entries: LedgerEntry[];
      /** The charge's coupon, when it had one: the bonus granted, or why none was. */
      coupon?: CouponRedemption;
      /** The player's language, for what they are told after the commit. */
      language: 'pt-BR' | 'en';
      /** Issue 38: the player's referral, when this first paid deposit qualified it. */
      referral?: ReferralQualified;
    }
  | { outcome: 'refunded'; charge: PixChargeRow }
  | { outcome: 'refused'; charge: PixChargeRow }
  | { outcome: 'closed'; status: PixChargeStatus }
  | { outcome: 'expired' }
  | { outcome: 'unknown' };

/** Why a payment was sent back (stored in `refund_reason`). */
export const REFUND_REASONS = {
  otherCpf: 'payer_cpf_not_the_player',
  noCpf: 'player_has_no_cpf',
  selfExcluded: 'player_self_excluded',
  depositLimit: 'deposit_limit_reached',
  paused: 'player_paused',
  impeded: 'player_impeded',
  limitsRequired: 'player_limits_required',
  timeLimit: 'time_limit_reached',
} as const;

/** The `refund_reason` of a payment `mayGamble` refused. */
function refusedPaymentReason(refusal: GambleRefusal): string {
  switch (refusal.code) {
    case 'player.paused':
      return REFUND_REASONS.paused;
    case 'player.self_excluded':
      return REFUND_REASONS.selfExcluded;
    case 'player.impeded':
      return REFUND_REASONS.impeded;
    case 'player.limits_required':
      return REFUND_REASONS.limitsRequired;
    case 'limit.time_exceeded':
      return REFUND_REASONS.timeLimit;
    default:
      return REFUND_REASONS.depositLimit;
  }
}

/**
 * A payment of the charge `txid` from an account in `payerCpf` (null: the player's own), in one
 * database transaction with the charge row locked: concurrent payments of one code wait for each
 * other, and only the first finds it waiting. Only a payment from the player's own CPF is credited.
 */
export async function payCharge(
  db: Database,
  {
    tenantId,
    txid,
    payerCpf,
    now,
  }: { tenantId: number; txid: string; payerCpf: string | null; now: Date },
): Promise<PaymentOutcome> {
  return moneyTransaction(db, async (tx): Promise<PaymentOutcome> => {
    const [charge] = await tx
      .select()
      .from(pixCharges)
      .where(and(eq(pixCharges.tenantId, tenantId), eq(pixCharges.txid, txid)))
      .for('update');
    if (!charge) return { outcome: 'unknown' };
    const status = chargeStatus(charge, now);
    if (status === 'expired') {
      if (charge.status !== 'expired') {
        await tx.update(pixCharges).set({ status: 'expired' }).where(eq(pixCharges.id, charge.id));
      }
      return { outcome: 'expired' };
    }
    if (status !== 'waiting_payment') return { outcome: 'closed', status };

    const [player] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, charge.userId)));
    if (!player) return { outcome: 'unknown' };
    const ownCpf = player.cpf ? normalizeCpf(player.cpf) : null;
    const payer = payerCpf ?? ownCpf;
    const close = async (next: 'refused' | 'refunded', reason: string): Promise<PixChargeRow> => {
      const [closed] = await tx
        .update(pixCharges)
        .set({ status: next, payerCpf: payer, refundedAt: now, refundReason: reason })
        .where(eq(pixCharges.id, charge.id))
        .returning();
      return closed ?? charge;
    };
    // §4: a self-excluded player takes no money in; the bank declines, nothing moves.
    if (isSelfExcluded(player, now)) {
      return { outcome: 'refused', charge: await close('refused', REFUND_REASONS.selfExcluded) };
    }
    if (ownCpf === null || payer !== ownCpf) {
      const reason = ownCpf === null ? REFUND_REASONS.noCpf : REFUND_REASONS.otherCpf;
      return { outcome: 'refunded', charge: await close('refunded', reason) };
    }

    const entries: LedgerEntry[] = [{ type: 'deposit', amount: charge.amount }];
    const locked = await lockWallet(tx, { tenantId, userId: charge.userId }, now);
    // Issue 35: a code made before a pause, a self-exclusion, an impediment or the time limit is
    // not paid while it holds; nor one over the deposit limit. After the lock, so concurrent
    // payments of several codes count each other.
    const refusal = await mayGamble(
      tx,
      { tenantId, userId: charge.userId },
      { kind: 'deposit', amount: charge.amount },
      now,
    );
    if (refusal) {
      return { outcome: 'refused', charge: await close('refused', refusedPaymentReason(refusal)) };
    }
    const credited = await postEntries(tx, locked, entries, now);
    const [paid] = await tx
      .update(pixCharges)
      .set({ status: 'paid', paidAt: now, payerCpf: payer })
      .where(eq(pixCharges.id, charge.id))
      .returning();
    // Issue 37: the charge's coupon, in the same transaction, after the deposit row.
    const { couponId } = charge;
    const coupon =
      couponId === null
        ? undefined
        : await redeemCoupon(tx, credited, { ...charge, couponId }, now);
    const wallet = coupon?.granted ? coupon.wallet : credited;
    // Issue 38: the first paid deposit qualifies the player's referral and pays the referrer once.
    const referral = await qualifyReferral(tx, { tenantId, userId: charge.userId }, now);
    return {
      outcome: 'paid',
      charge: paid ?? charge,
      wallet,
      entries: coupon?.granted ? [...entries, ...coupon.entries] : entries,
      language: player.language,
      ...(coupon ? { coupon } : {}),
      ...(referral ? { referral } : {}),
    };
  });
}
