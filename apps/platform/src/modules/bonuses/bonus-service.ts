import { and, count, desc, eq, sql } from 'drizzle-orm';
import { BONUSES_PAGE_SIZE, type Bonus, type BonusPage } from '@vitrine/contract/bonuses.ts';
import type { BonusStatus } from '@vitrine/contract/bonuses.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { bonuses, coupons } from '../../db/schema/bonuses.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import type { BonusRow } from './bonus-grant.ts';
import { expireBonus, forfeitBonus, hasExpiredBonus } from './bonus-lifecycle-service.ts';

// The player's bonuses (docs/design/bonuses.md): the paged history and the cancel.

export function presentBonus(row: BonusRow, coupon: string | null, locale: Locale): Bonus {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    name: locale === 'en' ? row.name.en : row.name.pt,
    coupon,
    amount: row.amount,
    rollover_multiplier: row.rolloverMultiplier,
    required: row.required,
    wagered: row.wagered,
    max_bet: row.maxBet,
    converted: row.converted,
    removed: row.removed,
    expires_at: row.expiresAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The code of the coupon that granted `row`, if any. */
async function couponCodeOf(db: Database, row: BonusRow): Promise<string | null> {
  if (row.couponId === null) return null;
  const [found] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.tenantId, row.tenantId), eq(coupons.id, row.couponId)))
    .limit(1);
  return found?.code ?? null;
}

/** A page of the player's bonuses: the active one first, then newest first. */
export async function bonusPage(
  db: Database,
  player: PlayerRef,
  { page, status }: { page: number; status?: BonusStatus },
  locale: Locale,
): Promise<BonusPage> {
  const matching = and(
    eq(bonuses.tenantId, player.tenantId),
    eq(bonuses.userId, player.userId),
    status ? eq(bonuses.status, status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ bonus: bonuses, coupon: coupons.code })
      .from(bonuses)
      .leftJoin(
        coupons,
        and(eq(coupons.tenantId, bonuses.tenantId), eq(coupons.id, bonuses.couponId)),
      )
      .where(matching)
      .orderBy(sql`(${bonuses.status} = 'active') desc`, desc(bonuses.id))
      .limit(BONUSES_PAGE_SIZE)
      .offset((page - 1) * BONUSES_PAGE_SIZE),
    db.select({ value: count() }).from(bonuses).where(matching),
  ]);
  const total = counted?.value ?? 0;
  return {
    data: rows.map((row) => presentBonus(row.bonus, row.coupon, locale)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / BONUSES_PAGE_SIZE)),
    total,
  };
}

/** Ledger rows written and the wallet after them, to publish after the commit. */
export interface Moved {
  wallet: WalletRow;
  entries: LedgerEntry[];
}

/**
 * The lazy expiry of a read (`GET /wallet/bonuses`, `GET /profile/wallet`): one cheap query when
 * nothing is due; else the expiry in its own money transaction. Null when nothing moved.
 */
export async function expireDueBonus(
  db: Database,
  player: PlayerRef,
  now: Date,
): Promise<Moved | null> {
  if (!(await hasExpiredBonus(db, player, now))) return null;
  const moved = await moneyTransaction(db, async (tx) =>
    expireBonus(tx, await lockWallet(tx, player, now), now),
  );
  return moved.entries.length > 0 ? moved : null;
}

export type CancelOutcome =
  | ({ outcome: 'cancelled'; bonus: BonusRow; coupon: string | null } & Moved)
  | { outcome: 'not_found' }
  | { outcome: 'not_active'; moved: Moved };

/**
 * `POST /bonuses/{id}/cancel`: the player forfeits their active bonus (a `bonus_forfeit` row). A
 * bonus past its deadline is expired first, and is then no longer active.
 */
export async function cancelBonus(
  db: Database,
  player: PlayerRef,
  id: number,
  now: Date,
): Promise<CancelOutcome> {
  return moneyTransaction(db, async (tx): Promise<CancelOutcome> => {
    const locked = await lockWallet(tx, player, now);
    const expired = await expireBonus(tx, locked, now);
    const [row] = await tx
      .select()
      .from(bonuses)
      .where(
        and(
          eq(bonuses.tenantId, player.tenantId),
          eq(bonuses.userId, player.userId),
          eq(bonuses.id, id),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) return { outcome: 'not_found' };
    if (row.status !== 'active') return { outcome: 'not_active', moved: expired };
    const forfeited = await forfeitBonus(tx, expired.wallet, row, now);
    return {
      outcome: 'cancelled',
      bonus: forfeited.bonus,
      coupon: await couponCodeOf(tx, row),
      wallet: forfeited.wallet,
      entries: [...expired.entries, ...forfeited.entries],
    };
  });
}
