import { and, eq } from 'drizzle-orm';
import type { BonusSource } from '@vitrine/contract/bonuses.ts';
import type { Database } from '../../db/client.ts';
import { type LocalisedText, bonuses } from '../../db/schema/bonuses.ts';
import { type LedgerEntry, type WalletRow, postEntries } from '../wallet/wallet-service.ts';

// A bonus granted into the bonus balance (docs/design/bonuses-plan.md "Money"): the `bonuses` row
// and its `bonus` ledger row, inside the caller's money transaction, under the wallet lock.

export type BonusRow = typeof bonuses.$inferSelect;

export interface BonusGrant {
  source: BonusSource;
  name: LocalisedText;
  /** Centavos into the bonus balance. */
  amount: number;
  rolloverMultiplier: number;
  maxBet: number | null;
  validDays: number;
  couponId?: number;
  pixChargeId?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The player's active bonus, locked (`FOR UPDATE`) when `tx` is a transaction; null if none. */
export async function activeBonus(tx: Database, wallet: WalletRow): Promise<BonusRow | null> {
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(
      and(
        eq(bonuses.tenantId, wallet.tenantId),
        eq(bonuses.userId, wallet.userId),
        eq(bonuses.status, 'active'),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Grants a bonus: null when the player already has an active one (the caller decides whether that
 * is a refusal). `wallet` must be locked by `lockWallet` in the same transaction.
 */
export async function grantBonus(
  tx: Database,
  wallet: WalletRow,
  grant: BonusGrant,
  now: Date,
): Promise<{ bonus: BonusRow; wallet: WalletRow; entries: LedgerEntry[] } | null> {
  if (grant.amount <= 0) throw new Error('a bonus grants a positive amount');
  if (await activeBonus(tx, wallet)) return null;
  const [bonus] = await tx
    .insert(bonuses)
    .values({
      tenantId: wallet.tenantId,
      userId: wallet.userId,
      source: grant.source,
      name: grant.name,
      couponId: grant.couponId ?? null,
      pixChargeId: grant.pixChargeId ?? null,
      amount: grant.amount,
      rolloverMultiplier: grant.rolloverMultiplier,
      required: grant.amount * grant.rolloverMultiplier,
      maxBet: grant.maxBet,
      expiresAt: new Date(now.getTime() + grant.validDays * DAY_MS),
      createdAt: now,
    })
    .returning();
  if (!bonus) throw new Error('bonus row not written');
  const entries: LedgerEntry[] = [{ type: 'bonus', amount: grant.amount, balance: 'bonus' }];
  const moved = await postEntries(tx, wallet, entries, now);
  return { bonus, wallet: moved, entries };
}
