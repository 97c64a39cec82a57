import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bonuses } from '../../db/schema/bonuses.ts';
import {
  type LedgerEntry,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { activeBonus, type BonusRow } from './bonus-grant.ts';

// Other modules and the demo reach the grant through this face.
export { activeBonus, type BonusGrant, type BonusRow, grantBonus } from './bonus-grant.ts';

// How an active bonus ends (docs/design/bonuses.md): expiry, forfeit, conversion or loss. Each runs
// inside the caller's money transaction with the wallet locked by `lockWallet`.

/** The wallet and the ledger rows a step wrote (none when it did nothing). */
export interface BonusStep {
  wallet: WalletRow;
  entries: LedgerEntry[];
}

/** Ends `bonus` with `status`, taking what is left of the bonus balance with one `type` row. */
async function removeBonus(
  tx: Database,
  wallet: WalletRow,
  bonus: BonusRow,
  type: 'bonus_expiry' | 'bonus_forfeit',
  status: 'expired' | 'forfeited',
  now: Date,
): Promise<BonusStep & { bonus: BonusRow }> {
  // The bonus balance holds this bonus's money only (one active bonus per player); never below 0.
  const left = Math.max(0, wallet.bonusBalance);
  const entries: LedgerEntry[] = left > 0 ? [{ type, amount: -left, balance: 'bonus' }] : [];
  const moved = await postEntries(tx, wallet, entries, now);
  const [ended] = await tx
    .update(bonuses)
    .set({ status, removed: left, endedAt: now })
    .where(and(eq(bonuses.tenantId, bonus.tenantId), eq(bonuses.id, bonus.id)))
    .returning();
  if (!ended) throw new Error('bonus row vanished inside its own transaction');
  return { wallet: moved, entries, bonus: ended };
}

/**
 * Ends the player's active bonus when its deadline has passed: a `bonus_expiry` row of −(bonus
 * balance), `removed`, status `expired`. Every money path that touches the bonus calls it first.
 */
export async function expireBonus(tx: Database, wallet: WalletRow, now: Date): Promise<BonusStep> {
  const bonus = await activeBonus(tx, wallet);
  if (!bonus || bonus.expiresAt.getTime() > now.getTime()) return { wallet, entries: [] };
  const { wallet: moved, entries } = await removeBonus(
    tx,
    wallet,
    bonus,
    'bonus_expiry',
    'expired',
    now,
  );
  return { wallet: moved, entries };
}

/** The player gives up `bonus` (cancel, or a withdrawal that confirmed it): `bonus_forfeit`. */
export function forfeitBonus(
  tx: Database,
  wallet: WalletRow,
  bonus: BonusRow,
  now: Date,
): Promise<BonusStep & { bonus: BonusRow }> {
  return removeBonus(tx, wallet, bonus, 'bonus_forfeit', 'forfeited', now);
}

/** Whether the player has an active bonus past its deadline: the cheap check before a lazy expiry. */
export async function hasExpiredBonus(db: Database, player: PlayerRef, now: Date) {
  const [row] = await db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(
      and(
        eq(bonuses.tenantId, player.tenantId),
        eq(bonuses.userId, player.userId),
        eq(bonuses.status, 'active'),
        lte(bonuses.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How a stake splits between the balances: cash first, then bonus. */
export function splitStake(stake: number, cash: number): { cash: number; bonus: number } {
  const fromCash = Math.min(stake, Math.max(0, cash));
  return { cash: fromCash, bonus: stake - fromCash };
}

/** The bonus part of a win: the stake's proportion, rounded down; the rest is cash. */
export function splitWin(win: number, stake: number, bonusStake: number) {
  const bonus = stake > 0 ? Math.floor((win * bonusStake) / stake) : 0;
  return { cash: win - bonus, bonus };
}

/** What a stake adds to `wagered`: floor(stake × contribution ÷ 100); 0 where bonuses are off. */
export function rolloverCredit(
  stake: number,
  game: { rolloverContribution: number; bonusAllowed: boolean },
): number {
  if (!game.bonusAllowed) return 0;
  return Math.floor((stake * game.rolloverContribution) / 100);
}

/**
 * After a round's rows are written: adds `credit` to the bonus's `wagered`; when it reaches
 * `required`, converts what is left with two `rollover` rows (bonus −B, cash +B) and completes the
 * bonus; when the bonus balance is 0 with the rollover unmet, the bonus is `lost` (no row).
 */
export async function settleRollover(
  tx: Database,
  wallet: WalletRow,
  bonus: BonusRow,
  credit: number,
  roundId: string,
  now: Date,
): Promise<BonusStep> {
  const wagered = bonus.wagered + credit;
  const where = and(eq(bonuses.tenantId, bonus.tenantId), eq(bonuses.id, bonus.id));
  if (wagered >= bonus.required) {
    const left = Math.max(0, wallet.bonusBalance);
    const entries: LedgerEntry[] =
      left > 0
        ? [
            { type: 'rollover', amount: -left, balance: 'bonus', roundId },
            { type: 'rollover', amount: left, balance: 'cash', roundId },
          ]
        : [];
    const moved = await postEntries(tx, wallet, entries, now);
    await tx
      .update(bonuses)
      .set({ wagered, converted: left, status: 'completed', endedAt: now })
      .where(where);
    return { wallet: moved, entries };
  }
  const lost = wallet.bonusBalance <= 0;
  await tx
    .update(bonuses)
    .set(lost ? { wagered, status: 'lost', endedAt: now } : { wagered })
    .where(where);
  return { wallet, entries: [] };
}
