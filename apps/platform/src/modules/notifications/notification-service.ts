import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  MarkAllReadResponse,
  Notification,
  NotificationKind,
  NotificationPage,
  NotificationType,
  NotificationsResponse,
  UnreadCount,
} from '@vitrine/contract/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationReads, notifications } from '../../db/schema/notifications.ts';

// §3 "Notification", §4 (docs/design/notifications-chat.md): personal notifications of a player and
// global ones of a tenant, in one table and one id sequence; who read what in notification_reads.
// Every query names the tenant.

export type NotificationRow = typeof notifications.$inferSelect;

export interface PlayerRef {
  tenantId: number;
  userId: number;
}

/** The rows of one kind a player sees: their own, or the tenant's global ones. */
function ofKind(player: PlayerRef, kind: NotificationKind): SQL | undefined {
  return and(
    eq(notifications.tenantId, player.tenantId),
    kind === 'user_notifications'
      ? eq(notifications.userId, player.userId)
      : isNull(notifications.userId),
  );
}

/** The player's read of each row, joined beside it (null: unread). */
const readByPlayer = (player: PlayerRef) =>
  and(
    eq(notificationReads.notificationId, notifications.id),
    eq(notificationReads.tenantId, player.tenantId),
    eq(notificationReads.userId, player.userId),
  );

export function presentNotification(row: NotificationRow, readAt: Date | null): Notification {
  return {
    id: row.id,
    type: row.type,
    read: readAt !== null,
    read_at: readAt?.toISOString() ?? null,
    name: row.name,
    message: row.message,
    img: row.img,
    user_box: row.userBox,
    created_at: row.createdAt.toISOString(),
  };
}

async function pageOfKind(
  db: Database,
  player: PlayerRef,
  kind: NotificationKind,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ page: NotificationPage; unread: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ row: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, readByPlayer(player))
      .where(ofKind(player, kind))
      .orderBy(desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${notificationReads.readAt} is null)`.mapWith(
          Number,
        ),
      })
      .from(notifications)
      .leftJoin(notificationReads, readByPlayer(player))
      .where(ofKind(player, kind)),
  ]);
  const total = totals?.total ?? 0;
  return {
    page: {
      data: rows.map(({ row, readAt }) => presentNotification(row, readAt)),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    },
    unread: totals?.unread ?? 0,
  };
}

/** `GET /notifications`: the same page of both kinds, newest first, and the unread counters. */
export async function listNotifications(
  db: Database,
  player: PlayerRef,
  paging: { page: number; perPage: number },
): Promise<NotificationsResponse> {
  const [personal, global] = await Promise.all([
    pageOfKind(db, player, 'user_notifications', paging),
    pageOfKind(db, player, 'global_notifications', paging),
  ]);
  return {
    user_notifications: personal.page,
    global_notifications: global.page,
    unread_count: { user_notifications: personal.unread, global_notifications: global.unread },
  };
}

async function unreadOfKind(db: Database, player: PlayerRef, kind: NotificationKind) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .leftJoin(notificationReads, readByPlayer(player))
    .where(and(ofKind(player, kind), isNull(notificationReads.readAt)));
  return row?.unread ?? 0;
}

export async function unreadCounts(db: Database, player: PlayerRef): Promise<UnreadCount> {
  const [personal, global] = await Promise.all([
    unreadOfKind(db, player, 'user_notifications'),
    unreadOfKind(db, player, 'global_notifications'),
  ]);
  return { user_notifications: personal, global_notifications: global };
}

/**
 * §4: a notification of the player (or a global one of the tenant) becomes read, once: reading it
 * again keeps its first `read_at`. Null when the player sees no notification with that id.
 */
export async function readNotification(
  db: Database,
  player: PlayerRef,
  id: number,
  now: Date,
): Promise<{ notification: Notification; unread_count: UnreadCount } | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, player.tenantId),
        eq(notifications.id, id),
        sql`(${notifications.userId} = ${player.userId} or ${notifications.userId} is null)`,
      ),
    )
    .limit(1);
  if (!row) return null;
  await db
    .insert(notificationReads)
    .values({
      tenantId: player.tenantId,
      notificationId: row.id,
      userId: player.userId,
      readAt: now,
    })
    .onConflictDoNothing();
  const [read] = await db
    .select({ readAt: notificationReads.readAt })
    .from(notificationReads)
    .where(
      and(
        eq(notificationReads.tenantId, player.tenantId),
        eq(notificationReads.notificationId, row.id),
        eq(notificationReads.userId, player.userId),
      ),
    )
    .limit(1);
  return {
    notification: presentNotification(row, read?.readAt ?? now),
    unread_count: await unreadCounts(db, player),
  };
}

/** §4: every unread notification of one kind becomes read for this player. */
export async function markAllRead(
  db: Database,
  player: PlayerRef,
  kind: NotificationKind,
  now: Date,
): Promise<MarkAllReadResponse> {
  const unread = await db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(notificationReads, readByPlayer(player))
    .where(and(ofKind(player, kind), isNull(notificationReads.readAt)));
  const marked =
    unread.length === 0
      ? []
      : await db
          .insert(notificationReads)
          .values(
            unread.map(({ id }) => ({
              tenantId: player.tenantId,
              notificationId: id,
              userId: player.userId,
              readAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: notificationReads.notificationId });
  return { unread_count: await unreadCounts(db, player), marked: marked.length };
}

export interface NewNotification {
  tenantId: number;
  /** null: a global notification of the tenant (type platform). */
  userId: number | null;
  type: Exclude<NotificationType, 'platform'>;
  name: string;
  message: string;
  img: string | null;
  userBox: number | null;
  now: Date;
}

export async function createNotification(
  db: Database,
  notification: NewNotification,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      tenantId: notification.tenantId,
      userId: notification.userId,
      type: notification.userId === null ? 'platform' : notification.type,
      name: notification.name,
      message: notification.message,
      img: notification.img,
      userBox: notification.userBox,
      createdAt: notification.now,
    })
    .returning();
  if (!row) throw new Error('the notification was not stored');
  return row;
}
