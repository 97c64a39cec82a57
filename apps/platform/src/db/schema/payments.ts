import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PIX_CHARGE_STATUSES } from '@vitrine/contract/payments.ts';
import { timestamptz } from './columns.ts';
import { playerNewestFirstIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— Payments (docs/design/payments-api.md).

/**
 * A PIX deposit charge of the tenant's demo PSP. `txid` is the BR Code's 62-05 and the API's
 * `transaction_id`. Paying it takes this row `FOR UPDATE`, so it is credited at most once; a payment
 * from a CPF other than the player's is `refunded` with its reason, never credited.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    ...playerRowColumns(),
    txid: text('txid').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PIX_CHARGE_STATUSES }).notNull().default('waiting_payment'),
    payload: text('payload').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    paidAt: timestamptz('paid_at'),
    payerCpf: text('payer_cpf'),
    refundedAt: timestamptz('refunded_at'),
    refundReason: text('refund_reason'),
    /** The deposit coupon the player applied (docs/product/bonuses.md), checked again when paid. */
    couponId: integer('coupon_id'),
    /** What the coupon adds, as shown with the PIX; the bonus granted on payment. */
    couponBonus: bigint('coupon_bonus', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('pix_charges_tenant_txid_idx').on(table.tenantId, table.txid),
    playerNewestFirstIndex('pix_charges_user_idx', table),
    userForeignKey('pix_charges_user_fk', table),
    check('pix_charges_amount_check', sql`${table.amount} > 0`),
    check(
      'pix_charges_status_check',
      sql`${table.status} in ('waiting_payment', 'paid', 'refused', 'refunded', 'chargebacked', 'expired')`,
    ),
  ],
);
