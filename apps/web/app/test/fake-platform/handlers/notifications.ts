import {
  kindOfNotificationType,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationKind,
} from '@vitrine/contract/notifications.ts';
import type { FakeDb } from '../db';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { holdsBearer } from './session';

const ofKind = (db: FakeDb, kind: NotificationKind) =>
  db.notifications.filter((notification) => kindOfNotificationType(notification.type) === kind);

function unreadCount(db: FakeDb) {
  const count = (kind: NotificationKind) =>
    ofKind(db, kind).filter((notification) => !notification.read).length;
  return {
    user_notifications: count('user_notifications'),
    global_notifications: count('global_notifications'),
  };
}

function pageOf(rows: readonly Notification[], page: number, perPage: number) {
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    total: rows.length,
  };
}

const isKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * The player's notifications as the reference platform answers them (docs/design/
 * notifications-chat.md): both kinds paged together, the counters, read and mark-all-read.
 */
export const notificationHandlers: FakeHandlers = {
  'GET /notifications': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const page = Number(call.query.get('page') ?? '1');
    const perPage = Number(call.query.get('per_page') ?? String(NOTIFICATION_PAGE_SIZE));
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1) {
      return laravelError(422, 'O campo page é inválido.', { page: ['inválido'] });
    }
    return {
      user_notifications: pageOf(ofKind(db, 'user_notifications'), page, perPage),
      global_notifications: pageOf(ofKind(db, 'global_notifications'), page, perPage),
      unread_count: unreadCount(db),
    };
  },
  'POST /notifications/:id/read': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const index = db.notifications.findIndex(({ id }) => String(id) === call.params.id);
    const found = db.notifications[index];
    if (!found) return laravelError(404, 'Notificação não encontrada.');
    // Reading again keeps the first read_at.
    const read = found.read ? found : { ...found, read: true, read_at: new Date().toISOString() };
    db.notifications[index] = read;
    return { notification: read, unread_count: unreadCount(db) };
  },
  'POST /notifications/:type/mark-all-read': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const kind = call.params.type ?? '';
    if (!isKind(kind)) return laravelError(422, 'O campo type é inválido.', { type: ['inválido'] });
    const now = new Date().toISOString();
    let marked = 0;
    db.notifications = db.notifications.map((notification) => {
      if (notification.read || kindOfNotificationType(notification.type) !== kind) {
        return notification;
      }
      marked += 1;
      return { ...notification, read: true, read_at: now };
    });
    return { unread_count: unreadCount(db), marked };
  },
};
