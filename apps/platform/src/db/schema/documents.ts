import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.ts';
import { playerIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— KYC documents (docs/design/accounts-api.md).

/** KYC documents. The file lives on disk under the uploads folder, at `storedName`. */
export const documents = pgTable(
  'documents',
  {
    ...playerRowColumns(),
    type: text('type', {
      enum: ['rg_front', 'rg_back', 'cnh', 'selfie', 'proof_of_address'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAtColumn(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (table) => [
    playerIndex('documents_user_idx', table),
    userForeignKey('documents_user_fk', table),

    check(
      'documents_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
