import { createHash, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PIX_EXPIRY_SECONDS, type PixChargeStatus } from '@vitrine/contract/payments.ts';
import { normalizeCpf } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { pixCharges } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { addSeconds } from '../../http/clock.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { isSelfExcluded } from '../users/user-service.ts';
import {
  type LedgerEntry,
  lockWallet,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { buildBrCode } from './br-code.ts';

// PIX deposits through the tenant's demo PSP (docs/design/payments-api.md): a charge is a BR Code
// good for 5 minutes; paying it credits the ledger exactly once, and only from the player's own CPF
// (Portaria SPA/MF 615/2024).

export type PixChargeRow = typeof pixCharges.$inferSelect;

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
// The demo PSP's city: the tenant config names none, and the BR Code requires one.
const MERCHANT_CITY = 'Sao Paulo';

/** 25 letters and digits (the txid maximum): `VTR` and 22 random characters. */
export function newTxid(): string {
  let txid = 'VTR';
  while (txid.length < 25) txid += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)] ?? 'X';
  return txid;
}

/**
 * The tenant's receiving key at the demo PSP: a random-looking key (EVP, UUID form), stable per
 * tenant so that every code of one brand names the same payee.
 */
export function tenantPixKey(slug: string): string {
  const hex = createHash('sha256').update(`demo-pix-key:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The status a player is told: a charge still waiting after its expiry is `expired`. */
export function chargeStatus(charge: PixChargeRow, now: Date): PixChargeStatus {
  if (charge.status === 'waiting_payment' && now.getTime() >= charge.expiresAt.getTime()) {
    return 'expired';
  }
  return charge.status;
}

export async function createCharge(
  db: Database,
  { tenant, userId, amount, now }: { tenant: Tenant; userId: number; amount: number; now: Date },
): Promise<PixChargeRow> {
  const txid = newTxid();
  const payload = buildBrCode({
    pixKey: tenantPixKey(tenant.slug),
    amount,
    merchantName: tenant.config.siteName,
    merchantCity: MERCHANT_CITY,
    txid,
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
    const wallet = await postEntries(tx, locked, entries, now);
    const [paid] = await tx
      .update(pixCharges)
      .set({ status: 'paid', paidAt: now, payerCpf: payer })
      .where(eq(pixCharges.id, charge.id))
      .returning();
    return { outcome: 'paid', charge: paid ?? charge, wallet, entries };
  });
}
