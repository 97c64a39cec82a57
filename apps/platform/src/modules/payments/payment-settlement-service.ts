import { channels } from '@vitrine/contract/realtime.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { tellCouponMiss } from '../bonuses/coupon-service.ts';
import { refreshMissions } from '../missions/mission-refresh-service.ts';
import { tellReferralQualified } from '../referrals/referral-notification-service.ts';
import { presentWallet, publishBalanceMovements } from '../wallet/wallet-service.ts';
import { type PaymentOutcome, payCharge } from './payment-service.ts';

// The one way a PIX charge gets paid (docs/design/payments-api.md): whatever confirms the payment
// — a PSP's webhook when one is integrated, in demo mode the bank stand-in (docs/decisions/030) —
// calls `settleCharge`, so everything a paid deposit tells is told once, by the operator's API.

interface Log {
  warn(details: object, message: string): void;
}

export type SettlementServices = Pick<
  TenantServices,
  'db' | 'realtime' | 'push' | 'publicUrl' | 'clock'
>;

/**
 * Pays the charge `txid` from an account in `payerCpf` (null: the player's own) in payCharge's
 * money transaction; once a payment is committed, tells what it did.
 */
export async function settleCharge(
  services: SettlementServices,
  tenant: Tenant,
  { txid, payerCpf, now }: { txid: string; payerCpf: string | null; now: Date },
  log: Log,
): Promise<PaymentOutcome> {
  const result = await payCharge(services.db, { tenantId: tenant.id, txid, payerCpf, now });
  if (result.outcome === 'paid') await tellChargePaid(services, tenant, result, now, log);
  return result;
}

/**
 * After a paid charge's commit, before the confirmation is answered (so the player's events keep
 * the order of the calls): the movement and the approval on the player's channel, a coupon that
 * added nothing explained, deposit missions measured, and a referral it qualified told to the
 * referrer. The money has moved, so nothing here fails the confirmation: a failure is logged.
 */
async function tellChargePaid(
  services: SettlementServices,
  tenant: Tenant,
  paid: Extract<PaymentOutcome, { outcome: 'paid' }>,
  now: Date,
  log: Log,
): Promise<void> {
  const { realtime } = services;
  const { wallet, entries, charge } = paid;
  await publishBalanceMovements(realtime, tenant.slug, wallet, entries);
  await realtime.publish(tenant.slug, channels.player(charge.userId), 'PaymentApproved', {
    balance: presentWallet(wallet).balance,
    amount: charge.amount,
    transaction_id: charge.txid,
  });
  const telling = async (what: string, tell: () => Promise<void>) => {
    try {
      await tell();
    } catch (error) {
      log.warn({ err: error, txid: charge.txid }, `paid charge: ${what} failed`);
    }
  };
  // Issue 37: a coupon that added no bonus is explained to the player.
  await telling('coupon miss', () =>
    tellCouponMiss(services, tenant, {
      userId: charge.userId,
      redemption: paid.coupon,
      language: paid.language,
      now,
    }),
  );
  // Issue 36: a paid deposit may move a deposit mission (unregulated tenants only have one).
  const owner = { tenantId: tenant.id, userId: charge.userId };
  await refreshMissions(services, tenant, owner, { kind: 'deposit' }, log);
  // Issue 38: a first paid deposit that qualified a referral tells the referrer.
  await telling('referral', () => tellReferralQualified(services, tenant, paid.referral, now));
}
