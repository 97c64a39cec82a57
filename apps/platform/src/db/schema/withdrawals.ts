import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PIX_KEY_TYPES } from '@vitrine/contract/withdrawals.ts';
import { timestamptz } from './columns.ts';
import { tenantNewestFirstIndex, tenantRowUnique } from './tenants.ts';
import { playerNewestFirstIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— Withdrawals (docs/design/payments-api.md "Withdrawals").

/**
 * §3 "Withdraw method": a PIX key of the player, stored normalized (CPF digits, e-mail lower-case,
 * phone E.164, random key lower-case). Only keys of the player's own CPF get here (Portaria SPA/MF
 * 615/2024). At most one is selected.
 */
export const pixKeys = pgTable(
  'pix_keys',
  {
    ...playerRowColumns(),
    type: text('type', { enum: PIX_KEY_TYPES }).notNull(),
    key: text('key').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('pix_keys_owner_key_idx').on(table.tenantId, table.userId, table.type, table.key),
    // Target of withdrawals' foreign key: a withdrawal pays a key of its own player.
    unique('pix_keys_owner_id_unique').on(table.tenantId, table.userId, table.id),
    uniqueIndex('pix_keys_selected_idx')
      .on(table.tenantId, table.userId)
      .where(sql`${table.selected}`),
    userForeignKey('pix_keys_user_fk', table),
    check('pix_keys_type_check', sql`${table.type} in ('cpf', 'email', 'phone', 'random')`),
  ],
);

/**
 * A withdrawal request. Its amount left the balance when it was made (a `withdraw` ledger row of
 * -amount naming it); a cancellation or an invalid key returns it with one positive row, once
 * (`returned_at`). `status` is §4's number: 0 pending … 5 under analysis.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...playerRowColumns(),
    pixKeyId: integer('pix_key_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    returnedAt: timestamptz('returned_at'),
    reason: text('reason'),
  },
  (table) => [
    // Target of the ledger's foreign key: a row can only name its tenant's withdrawal.
    tenantRowUnique('withdrawals_tenant_id_unique', table),
    playerNewestFirstIndex('withdrawals_user_idx', table),
    tenantNewestFirstIndex('withdrawals_tenant_idx', table),
    userForeignKey('withdrawals_user_fk', table),
    foreignKey({
      name: 'withdrawals_pix_key_fk',
      columns: [table.tenantId, table.userId, table.pixKeyId],
      foreignColumns: [pixKeys.tenantId, pixKeys.userId, pixKeys.id],
    }),
    check('withdrawals_amount_check', sql`${table.amount} > 0`),
    check('withdrawals_status_check', sql`${table.status} between 0 and 5`),
  ],
);
