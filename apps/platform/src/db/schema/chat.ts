import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantIdColumn, tenantNewestFirstIndex, tenantRowColumns } from './tenants.ts';
import { userForeignKey } from './users.ts';

// ——— The chat (docs/design/notifications-chat.md).

/**
 * §3 "Chat message" of a tenant's chat: a player's (`normal`) or the operator's (`global`, no
 * player). `text` is plain text exactly as written; attachments are `{ attachment_type,
 * attachment_url }` of http(s) addresses. Pinned while `pinned_until` is in the future.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    ...tenantRowColumns(),
    userId: integer('user_id'),
    type: text('type', { enum: ['global', 'normal'] }).notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `{ id, name }` of a mission the message is about (the missions issue). */
    mission: jsonb('mission'),
    pinnedUntil: timestamptz('pinned_until'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    tenantNewestFirstIndex('chat_messages_tenant_idx', table),
    index('chat_messages_user_idx').on(table.tenantId, table.userId, table.createdAt),
    index('chat_messages_pinned_idx')
      .on(table.tenantId, table.pinnedUntil)
      .where(sql`${table.pinnedUntil} is not null`),
    userForeignKey('chat_messages_user_fk', table),
    check('chat_messages_type_check', sql`${table.type} in ('global', 'normal')`),
    check(
      'chat_messages_author_check',
      sql`(${table.userId} is null) = (${table.type} = 'global')`,
    ),
  ],
);

/** A player the operator muted in the chat, until when. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    tenantId: tenantIdColumn(),
    userId: integer('user_id').notNull(),
    mutedUntil: timestamptz('muted_until').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    userForeignKey('chat_mutes_user_fk', table),
  ],
);
