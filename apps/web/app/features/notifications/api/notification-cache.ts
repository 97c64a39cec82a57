import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  kindOfNotificationType,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type UnreadCount,
} from '@vitrine/contract/notifications.ts';
import { notificationKeys } from './notification-keys';

// How reads, mark-all-read and live notifications move the cache the bell and the panel read,
// without a request (house rule: realtime events update the cache under the same keys). The
// counters come from the platform's answers; only a live notification is counted here.

type NotificationList = InfiniteData<NotificationPage, unknown>;

export function setUnreadCount(queryClient: QueryClient, unread: UnreadCount): void {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), unread);
}

function updateList(
  queryClient: QueryClient,
  kind: NotificationKind,
  update: (notification: Notification) => Notification,
): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.list(kind), (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({ ...page, data: page.data.map(update) })),
        }
      : list,
  );
}

/** §4: the read flag and timestamp as the platform answered, and its counters. */
export function applyRead(queryClient: QueryClient, read: Notification, unread: UnreadCount): void {
  updateList(queryClient, kindOfNotificationType(read.type), (notification) =>
    notification.id === read.id ? read : notification,
  );
  setUnreadCount(queryClient, unread);
}

/** §4: mark-all-read zeroes `kind`'s counter; every loaded one of that kind is read from `readAt`. */
export function applyMarkAllRead(
  queryClient: QueryClient,
  kind: NotificationKind,
  unread: UnreadCount,
  readAt: string,
): void {
  updateList(queryClient, kind, (notification) =>
    notification.read ? notification : { ...notification, read: true, read_at: readAt },
  );
  setUnreadCount(queryClient, unread);
}

/**
 * A `NotificationSent`: on top of its tab if the tab is loaded, and one more unread on the bell.
 * One already listed (a repeated event, or one the list's last fetch brought) changes nothing.
 */
export function addSentNotification(queryClient: QueryClient, sent: Notification): void {
  const kind = kindOfNotificationType(sent.type);
  const list = queryClient.getQueryData<NotificationList>(notificationKeys.list(kind));
  if (list?.pages.some((page) => page.data.some(({ id }) => id === sent.id))) return;
  const [first, ...rest] = list?.pages ?? [];
  if (list && first) {
    queryClient.setQueryData<NotificationList>(notificationKeys.list(kind), {
      ...list,
      pages: [{ ...first, data: [sent, ...first.data], total: first.total + 1 }, ...rest],
    });
  }
  if (sent.read) return;
  queryClient.setQueryData<UnreadCount>(notificationKeys.unread(), (unread) =>
    unread ? { ...unread, [kind]: unread[kind] + 1 } : unread,
  );
}

/** The notifications shown in a tab: its loaded pages in order, each id once. */
export function listedNotifications(list: NotificationList | undefined): Notification[] {
  const seen = new Set<number>();
  const result: Notification[] = [];
  for (const page of list?.pages ?? []) {
    for (const notification of page.data) {
      // A live one pushed the pages down: the next page repeats the last one of the previous.
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      result.push(notification);
    }
  }
  return result;
}
