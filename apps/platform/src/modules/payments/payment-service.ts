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
import { isSelfExcluded } from '../users/user-service.ts';
import {
  type LedgerEntry,
  lockWallet,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { activeBlock } from '../responsible-gaming/blocks-service.ts';
import { depositRoom } from '../responsible-gaming/limits-service.ts';

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
  { tenant, userId, amount, now }: { tenant: Tenant; userId: number; amount: number; now: Date },
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
  | { outcome: 'paid'; charge: PixChargeRow; wallet: WalletRow; entries: LedgerEntry[] }
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
} as const;

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
    // Issue 35: a code made before a pause or a self-exclusion is not paid while it runs.
    const block = await activeBlock(tx, { tenantId, userId: charge.userId }, now);
    if (block) {
      const reason = block.kind === 'pause' ? REFUND_REASONS.paused : REFUND_REASONS.selfExcluded;
      return { outcome: 'refused', charge: await close('refused', reason) };
    }
    // Issue 35: after the lock, so concurrent payments of several codes count each other.
    const room = await depositRoom(tx, { tenantId, userId: charge.userId }, now);
    if (room && charge.amount > room.left) {
      return { outcome: 'refused', charge: await close('refused', REFUND_REASONS.depositLimit) };
    }
    const wallet = await postEntries(tx, locked, entries, now);
    const [paid] = await tx
      .update(pixCharges)
      .set({ status: 'paid', paidAt: now, payerCpf: payer })
      .where(eq(pixCharges.id, charge.id))
      .returning();
    return { outcome: 'paid', charge: paid ?? charge, wallet, entries };
  });
}
