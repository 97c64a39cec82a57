import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';
import { tenantRowColumns } from './tenants.ts';

/**
 * A reserved `Idempotency-Key` and, once the call succeeded, its answer, replayed for 24 h. A row
 * without a status is a request still running; a money call stores its answer in its own
 * transaction (decision 026).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ...tenantRowColumns(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Which running request holds the reservation: a takeover changes it (decision 026). */
    owner: text('owner').notNull().default(''),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_request_idx').on(
      table.tenantId,
      table.key,
      table.method,
      table.path,
    ),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
