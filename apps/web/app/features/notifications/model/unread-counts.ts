// §3 "Notification" and §4 "Notification": the bell's unread counts. Reading an unread
// notification sets its read flag and time and lowers its kind's counter (never below 0);
// mark-all-read zeroes the counter of that kind. Type `platform` means global, anything else
// personal.

/** The list response's `unread_count` keys, one per tab of the panel. */
export type NotificationKind = 'user_notifications' | 'global_notifications';

export type UnreadCounts = Record<NotificationKind, number>;

export interface ReadState {
  type: string;
  read: boolean;
  read_at: string | null;
}

export function notificationKind(type: string): NotificationKind {
  return type === 'platform' ? 'global_notifications' : 'user_notifications';
}

/** The bell's badge: both kinds together. */
export function totalUnread(counts: UnreadCounts): number {
  return counts.user_notifications + counts.global_notifications;
}

/** One notification of `kind` was read: its counter goes down by one, never below 0. */
export function countAfterReadingOne(counts: UnreadCounts, kind: NotificationKind): UnreadCounts {
  return { ...counts, [kind]: Math.max(0, counts[kind] - 1) };
}

/** Mark-all-read for `kind`: its counter is zero, the other kind's unchanged. */
export function countAfterMarkingAllRead(
  counts: UnreadCounts,
  kind: NotificationKind,
): UnreadCounts {
  return { ...counts, [kind]: 0 };
}

/**
 * Reads `notification` at `now`: the read flag and time set and its kind's counter lowered. A
 * notification already read changes nothing (opening it twice counts once).
 */
export function readNotification<T extends ReadState>(
  notification: T,
  counts: UnreadCounts,
  now: Date,
): { notification: T; counts: UnreadCounts } {
  if (notification.read) return { notification, counts };
  return {
    notification: { ...notification, read: true, read_at: now.toISOString() },
    counts: countAfterReadingOne(counts, notificationKind(notification.type)),
  };
}

/** Mark-all-read for `kind` over a loaded page: every one of that kind read at `now`. */
export function markAllRead<T extends ReadState>(
  notifications: readonly T[],
  counts: UnreadCounts,
  kind: NotificationKind,
  now: Date,
): { notifications: T[]; counts: UnreadCounts } {
  const readAt = now.toISOString();
  return {
    notifications: notifications.map((notification) =>
      notification.read || notificationKind(notification.type) !== kind
        ? notification
        : { ...notification, read: true, read_at: readAt },
    ),
    counts: countAfterMarkingAllRead(counts, kind),
  };
}
