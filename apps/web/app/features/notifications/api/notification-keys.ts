import type { NotificationKind } from '@vitrine/contract/notifications.ts';

/**
 * Query keys of the notifications (house rule: key factories). The bell reads `unread()`; each tab
 * of the panel is an infinite list under `list(kind)`. Reads, mark-all-read and `NotificationSent`
 * write into both without a request.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (kind: NotificationKind) => [...notificationKeys.lists(), kind] as const,
};
