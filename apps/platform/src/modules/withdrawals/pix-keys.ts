import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { PixKeyType, WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import { maskCpf } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { users } from '../../db/schema/users.ts';
import { pixKeys } from '../../db/schema/withdrawals.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';

// A player's PIX keys (§3 "Withdraw method"): validated and normalized per type, masked when shown,
// at most one selected. Only keys of the player's own CPF are stored (Portaria SPA/MF 615/2024):
// the routes check that before `addPixKey`.

export type PixKeyRow = typeof pixKeys.$inferSelect;

/** Our choice: enough for a CPF, an e-mail, a phone and two random keys. */
export const MAX_PIX_KEYS = 5;

/**
 * A stored key as it is shown (the contract's forms): CPF `***.456.789-**`, e-mail `j***@x.com`,
 * phone `+55 ** *****-4321`, random key its first and last four characters.
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return maskCpf(key) ?? '***';
    case 'email': {
      const at = key.lastIndexOf('@');
      return at < 1 ? '***' : `${key.slice(0, 1)}***${key.slice(at)}`;
    }
    case 'phone':
      return `+55 ** *****-${key.slice(-4)}`;
    case 'random':
      return `${key.slice(0, 4)}****-****-****-****-********${key.slice(-4)}`;
  }
}

export function presentPixKey(row: PixKeyRow): WithdrawMethod {
  return {
    id: row.id,
    type: row.type,
    key: maskPixKey(row.type, row.key),
    selected: row.selected,
    created_at: row.createdAt.toISOString(),
  };
}

const ownKeys = ({ tenantId, userId }: PlayerRef) =>
  and(eq(pixKeys.tenantId, tenantId), eq(pixKeys.userId, userId));

/** The player's keys, the selected one first, then the newest. */
export async function listPixKeys(db: Database, player: PlayerRef): Promise<PixKeyRow[]> {
  return db
    .select()
    .from(pixKeys)
    .where(ownKeys(player))
    .orderBy(desc(pixKeys.selected), desc(pixKeys.id));
}

/** One key of this player, or null (another player's key is no key). */
export async function findPixKey(
  db: Database,
  player: PlayerRef,
  id: number,
): Promise<PixKeyRow | null> {
  const [row] = await db
    .select()
    .from(pixKeys)
    .where(and(ownKeys(player), eq(pixKeys.id, id)))
    .limit(1);
  return row ?? null;
}

/** The key a withdrawal goes to unless it names one: the selected key, else the oldest. */
export async function defaultPixKey(db: Database, player: PlayerRef): Promise<PixKeyRow | null> {
  const [row] = await db
    .select()
    .from(pixKeys)
    .where(ownKeys(player))
    .orderBy(desc(pixKeys.selected), asc(pixKeys.id))
    .limit(1);
  return row ?? null;
}

/**
 * Locks the player's row: their key changes (the cap, the one selected key) run one at a time. `NO
 * KEY UPDATE` leaves alone the rows that only point at the player (a withdrawal, a wallet).
 */
async function lockPlayer(tx: Database, player: PlayerRef): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId)))
    .for('no key update');
}

async function markSelected(tx: Database, player: PlayerRef, id: number): Promise<PixKeyRow> {
  await tx
    .update(pixKeys)
    .set({ selected: false })
    .where(and(ownKeys(player), eq(pixKeys.selected, true), ne(pixKeys.id, id)));
  const [row] = await tx
    .update(pixKeys)
    .set({ selected: true })
    .where(and(ownKeys(player), eq(pixKeys.id, id)))
    .returning();
  if (!row) throw new Error('the PIX key vanished inside its own transaction');
  return row;
}

export type AddPixKeyOutcome = { outcome: 'added'; key: PixKeyRow } | { outcome: 'limit' };

/**
 * Stores a (normalized, checked) key and selects it. The same key again is the key already stored,
 * selected: registering it twice is one key.
 */
export async function addPixKey(
  db: Database,
  { player, type, key, now }: { player: PlayerRef; type: PixKeyType; key: string; now: Date },
): Promise<AddPixKeyOutcome> {
  return moneyTransaction(db, async (tx): Promise<AddPixKeyOutcome> => {
    await lockPlayer(tx, player);
    const [existing] = await tx
      .select()
      .from(pixKeys)
      .where(and(ownKeys(player), eq(pixKeys.type, type), eq(pixKeys.key, key)));
    if (existing) return { outcome: 'added', key: await markSelected(tx, player, existing.id) };
    const [held] = await tx.select({ value: count() }).from(pixKeys).where(ownKeys(player));
    if ((held?.value ?? 0) >= MAX_PIX_KEYS) return { outcome: 'limit' };
    const [row] = await tx
      .insert(pixKeys)
      .values({ tenantId: player.tenantId, userId: player.userId, type, key, createdAt: now })
      .returning();
    if (!row) throw new Error('the PIX key was not stored');
    return { outcome: 'added', key: await markSelected(tx, player, row.id) };
  });
}

/** Selects one of the player's keys; null when they have no key with that id. */
export async function selectPixKey(
  db: Database,
  player: PlayerRef,
  id: number,
): Promise<PixKeyRow | null> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player);
    const found = await findPixKey(tx, player, id);
    return found ? markSelected(tx, player, found.id) : null;
  });
}
