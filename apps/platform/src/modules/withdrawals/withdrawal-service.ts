import { and, count, desc, eq } from 'drizzle-orm';
import {
  WITHDRAWAL_RETURNING_STATUSES,
  WITHDRAWAL_STATUS,
  WITHDRAWAL_STATUSES,
  WITHDRAWALS_PAGE_SIZE,
  type Withdrawal,
  type WithdrawalPage,
  type WithdrawalStatus,
} from '@vitrine/contract/withdrawals.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { users } from '../../db/schema/users.ts';
import { pixKeys, withdrawals } from '../../db/schema/withdrawals.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  postEntries,
  presentWallet,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import {
  activeBonus,
  type BonusStep,
  expireBonus,
  forfeitBonus as forfeitBonusNow,
} from '../bonuses/bonus-lifecycle-service.ts';
import { defaultPixKey, findPixKey, maskPixKey, type PixKeyRow } from './pix-keys.ts';

// Withdrawals (docs/design/payments-api.md "Withdrawals"). A request reserves its amount at once
// with a `withdraw` ledger row of -amount; a cancellation (by the player or the operator) or an
// invalid key returns it with one `withdraw` row of +amount. Both rows name the withdrawal, and the
// withdrawal row is locked (`FOR UPDATE`) while its status moves, so the money returns once.

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** §4: once approved, cancelled or refused for an invalid key, a withdrawal's status stays. */
const FINAL_STATUSES: readonly WithdrawalStatus[] = ['approved', 'cancelled', 'invalid_pix_key'];

export function withdrawalStatusName(code: number): WithdrawalStatus {
  const name = WITHDRAWAL_STATUSES[code];
  if (name === undefined) throw new Error(`withdrawal status ${code} is not one of §4's`);
  return name;
}

export const isFinalStatus = (code: number) => FINAL_STATUSES.includes(withdrawalStatusName(code));

const returnsFunds = (code: number) =>
  (WITHDRAWAL_RETURNING_STATUSES as readonly WithdrawalStatus[]).includes(
    withdrawalStatusName(code),
  );

/** Why the money went back (stored in `reason`). */
export const RETURN_REASONS = {
  player: 'cancelled_by_player',
  operator: 'cancelled_by_operator',
  invalidKey: 'invalid_pix_key',
} as const;

export function presentWithdrawal(
  row: WithdrawalRow,
  key: Pick<PixKeyRow, 'id' | 'type' | 'key'>,
): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    method: { id: key.id, type: key.type, key: maskPixKey(key.type, key.key) },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A committed change of money: the withdrawal, its key, and the ledger rows to publish. */
export interface WithdrawalMovement {
  withdrawal: WithdrawalRow;
  key: PixKeyRow;
  wallet: WalletRow;
  entries: LedgerEntry[];
}

export type RequestOutcome =
  | ({ outcome: 'requested' } & WithdrawalMovement)
  | { outcome: 'over_balance'; available: number; moved: BonusStep }
  | { outcome: 'forfeits_bonus'; bonusBalance: number; moved: BonusStep }
  | { outcome: 'no_key'; moved: BonusStep }
  | { outcome: 'unknown_key'; moved: BonusStep };

/**
 * Reserves `amount` for a withdrawal to `methodId` (absent: the player's selected key), in one
 * database transaction with the wallet locked: concurrent requests see each other's reservations,
 * so the withdrawable balance (cash only) is never overdrawn. A bonus past its deadline expires
 * first; an active one is forfeited with the request when `forfeitBonus` says so, else the request
 * is refused (docs/design/bonuses.md "Forfeit"). A refusal keeps the expiry (`moved`).
 */
export async function requestWithdrawal(
  db: Database,
  {
    player,
    amount,
    methodId,
    forfeitBonus = false,
    now,
  }: {
    player: PlayerRef;
    amount: number;
    methodId: number | undefined;
    forfeitBonus?: boolean;
    now: Date;
  },
): Promise<RequestOutcome> {
  return moneyTransaction(db, async (tx): Promise<RequestOutcome> => {
    const expired = await expireBonus(tx, await lockWallet(tx, player, now), now);
    const bonus = await activeBonus(tx, expired.wallet);
    if (bonus && !forfeitBonus) {
      return {
        outcome: 'forfeits_bonus',
        bonusBalance: Math.max(0, expired.wallet.bonusBalance),
        moved: expired,
      };
    }
    const available = presentWallet(expired.wallet).balance_withdrawal;
    if (amount > available) return { outcome: 'over_balance', available, moved: expired };
    const key =
      methodId === undefined
        ? await defaultPixKey(tx, player)
        : await findPixKey(tx, player, methodId);
    if (!key) {
      return { outcome: methodId === undefined ? 'no_key' : 'unknown_key', moved: expired };
    }
    const forfeited = bonus ? await forfeitBonusNow(tx, expired.wallet, bonus, now) : expired;
    const locked = forfeited.wallet;
    const [withdrawal] = await tx
      .insert(withdrawals)
      .values({
        tenantId: player.tenantId,
        userId: player.userId,
        pixKeyId: key.id,
        amount,
        status: WITHDRAWAL_STATUS.pending,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!withdrawal) throw new Error('the withdrawal was not stored');
    const reserved: LedgerEntry[] = [
      { type: 'withdraw', amount: -amount, withdrawalId: withdrawal.id },
    ];
    const wallet = await postEntries(tx, locked, reserved, now);
    const entries = [...expired.entries, ...(bonus ? forfeited.entries : []), ...reserved];
    return { outcome: 'requested', withdrawal, key, wallet, entries };
  });
}

export type MoveOutcome =
  | ({ outcome: 'moved' } & Omit<WithdrawalMovement, 'wallet'> & { wallet: WalletRow | null })
  | { outcome: 'not_found' }
  | { outcome: 'refused'; status: number }
  | { outcome: 'held'; balance: number };

/**
 * Moves a withdrawal of this tenant (of `userId` only, when given) to `status`, with the row
 * locked. `allowedFrom` says which statuses it may leave. Into a returning status (cancelled,
 * invalid key) the reserved amount goes back with its own ledger row, in the same transaction.
 */
async function moveWithdrawal(
  db: Database,
  {
    tenantId,
    userId,
    id,
    status,
    allowedFrom,
    reason,
    now,
  }: {
    tenantId: number;
    userId?: number;
    id: number;
    status: number;
    allowedFrom: (current: number) => boolean;
    reason: string | null;
    now: Date;
  },
): Promise<MoveOutcome> {
  return moneyTransaction(db, async (tx): Promise<MoveOutcome> => {
    const [current] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.tenantId, tenantId),
          eq(withdrawals.id, id),
          userId === undefined ? undefined : eq(withdrawals.userId, userId),
        ),
      )
      .for('update');
    if (!current) return { outcome: 'not_found' };
    const [key] = await tx.select().from(pixKeys).where(eq(pixKeys.id, current.pixKeyId));
    if (!key) throw new Error('a withdrawal without its PIX key');
    if (!allowedFrom(current.status)) return { outcome: 'refused', status: current.status };
    if (current.status === status) {
      return { outcome: 'moved', withdrawal: current, key, wallet: null, entries: [] };
    }
    // Decision 027: a player whose balance a sportsbook rollback took below zero is paid nothing
    // until the debt is repaid; the operator may cancel the withdrawal, which repays it.
    if (status === WITHDRAWAL_STATUS.approved) {
      const wallet = await lockWallet(tx, { tenantId, userId: current.userId }, now);
      if (wallet.balance < 0) return { outcome: 'held', balance: wallet.balance };
    }

    const returning = returnsFunds(status) && current.returnedAt === null;
    const entries: LedgerEntry[] = returning
      ? [{ type: 'withdraw', amount: current.amount, withdrawalId: current.id }]
      : [];
    let wallet: WalletRow | null = null;
    if (returning) {
      const locked = await lockWallet(tx, { tenantId, userId: current.userId }, now);
      wallet = await postEntries(tx, locked, entries, now);
    }
    const [moved] = await tx
      .update(withdrawals)
      .set({
        status,
        updatedAt: now,
        ...(returning ? { returnedAt: now, reason } : {}),
      })
      .where(eq(withdrawals.id, current.id))
      .returning();
    return { outcome: 'moved', withdrawal: moved ?? current, key, wallet, entries };
  });
}

/** `POST /main-gateway/user-cancel-withdrawal`: the player cancels one of theirs, still pending. */
export function cancelByPlayer(
  db: Database,
  { player, id, now }: { player: PlayerRef; id: number; now: Date },
): Promise<MoveOutcome> {
  return moveWithdrawal(db, {
    tenantId: player.tenantId,
    userId: player.userId,
    id,
    status: WITHDRAWAL_STATUS.cancelled,
    allowedFrom: (current) => current === WITHDRAWAL_STATUS.pending,
    reason: RETURN_REASONS.player,
    now,
  });
}

/** The demo console: the operator moves a withdrawal that is not closed yet. */
export function moveByOperator(
  db: Database,
  { tenantId, id, status, now }: { tenantId: number; id: number; status: number; now: Date },
): Promise<MoveOutcome> {
  return moveWithdrawal(db, {
    tenantId,
    id,
    status,
    allowedFrom: (current) => !isFinalStatus(current),
    reason:
      status === WITHDRAWAL_STATUS.invalid_pix_key
        ? RETURN_REASONS.invalidKey
        : RETURN_REASONS.operator,
    now,
  });
}

/** `GET /wallet/withdrawals?page=`: the player's withdrawals, newest first. */
export async function withdrawalsPage(
  db: Database,
  player: PlayerRef,
  page: number,
): Promise<WithdrawalPage> {
  const own = and(eq(withdrawals.tenantId, player.tenantId), eq(withdrawals.userId, player.userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, key: pixKeys })
      .from(withdrawals)
      .innerJoin(pixKeys, eq(pixKeys.id, withdrawals.pixKeyId))
      .where(own)
      .orderBy(desc(withdrawals.id))
      .limit(WITHDRAWALS_PAGE_SIZE)
      .offset((page - 1) * WITHDRAWALS_PAGE_SIZE),
    db.select({ value: count() }).from(withdrawals).where(own),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    data: rows.map((row) => presentWithdrawal(row.withdrawal, row.key)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(totalCount / WITHDRAWALS_PAGE_SIZE)),
    total: totalCount,
  };
}

/** The console's list: the tenant's withdrawals with their players and keys, newest first. */
export async function tenantWithdrawals(
  db: Database,
  { tenantId, page, pageSize }: { tenantId: number; page: number; pageSize: number },
) {
  const ofTenant = eq(withdrawals.tenantId, tenantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        withdrawal: withdrawals,
        key: pixKeys,
        player: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(withdrawals)
      .innerJoin(pixKeys, eq(pixKeys.id, withdrawals.pixKeyId))
      .innerJoin(
        users,
        and(eq(users.tenantId, withdrawals.tenantId), eq(users.id, withdrawals.userId)),
      )
      .where(ofTenant)
      .orderBy(desc(withdrawals.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(withdrawals).where(ofTenant),
  ]);
  return { rows, total: total?.value ?? 0 };
}
