import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES } from '@vitrine/contract/notifications.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import {
  tenantForeignKey,
  tenantIdColumn,
  tenantNewestFirstIndex,
  tenantRowColumns,
  tenantRowUnique,
  tenants,
} from './tenants.ts';
import { playerIndex, playerNewestFirstIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— Notifications and web push (docs/design/notifications-chat.md).

/**
 * §3 "Notification": a personal one (`user_id` set) or a global one of the tenant (`user_id` null,
 * type `platform`). One id sequence for both, so `POST /notifications/{id}/read` names one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantRowColumns(),
    userId: integer('user_id'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    img: text('img'),
    userBox: integer('user_box'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    // Target of notification_reads' foreign key: a read names its tenant's notification.
    tenantRowUnique('notifications_tenant_id_unique', table),
    playerNewestFirstIndex('notifications_user_idx', table).where(sql`${table.userId} is not null`),
    tenantNewestFirstIndex('notifications_global_idx', table).where(sql`${table.userId} is null`),
    userForeignKey('notifications_user_fk', table),
    check('notifications_type_check', sql`${table.type} in ('platform', 'personal', 'chat')`),
    check(
      'notifications_global_check',
      sql`(${table.userId} is null) = (${table.type} = 'platform')`,
    ),
  ],
);

/** Who read which notification, when: a personal one by its player, a global one by each player. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    tenantId: tenantIdColumn(),
    notificationId: integer('notification_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: timestamptz('read_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    playerIndex('notification_reads_user_idx', table),
    tenantForeignKey(
      'notification_reads_notification_fk',
      [table.tenantId, table.notificationId],
      notifications,
    ).onDelete('cascade'),
    userForeignKey('notification_reads_user_fk', table),
  ],
);

/** A tenant's VAPID key pair (P-256, base64url), generated at seed; the public half is themed. */
export const webPushKeys = pgTable('web_push_keys', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAtColumn(),
});

/** §3 "Push subscription" of a player's browser; one row per endpoint within a tenant. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...playerRowColumns(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamptz('expires_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.tenantId, table.endpoint),
    playerIndex('push_subscriptions_user_idx', table),
    userForeignKey('push_subscriptions_user_fk', table),
  ],
);
