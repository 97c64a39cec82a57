import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PIX_CHARGE_STATUSES } from '@vitrine/contract/payments.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

// ——— Payments (docs/design/payments-api.md).

/**
 * A PIX deposit charge of the tenant's demo PSP. `txid` is the BR Code's 62-05 and the API's
 * `transaction_id`. Paying it takes this row `FOR UPDATE`, so it is credited at most once; a payment
 * from a CPF other than the player's is `refunded` with its reason, never credited.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    txid: text('txid').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PIX_CHARGE_STATUSES }).notNull().default('waiting_payment'),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payerCpf: text('payer_cpf'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    uniqueIndex('pix_charges_tenant_txid_idx').on(table.tenantId, table.txid),
    index('pix_charges_user_idx').on(table.tenantId, table.userId, table.id.desc().nullsFirst()),
    foreignKey({
      name: 'pix_charges_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('pix_charges_amount_check', sql`${table.amount} > 0`),
    check(
      'pix_charges_status_check',
      sql`${table.status} in ('waiting_payment', 'paid', 'refused', 'refunded', 'chargebacked', 'expired')`,
    ),
  ],
);
