import type { NotificationsResponse, UnreadCount } from '@vitrine/contract/notifications.ts';
import type { HttpClient } from '~/lib/http/http-client';

// The schemas load with the first call, not with the header: zod stays out of the first load.
const notificationSchemas = () => import('@vitrine/contract/notifications.ts');

/** `GET /notifications?page=&per_page=10` (signed in): page `page` of both kinds, and the counters. */
export async function getNotifications(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<NotificationsResponse> {
  const { notificationsResponseSchema, NOTIFICATION_PAGE_SIZE } = await notificationSchemas();
  return client.get('/notifications', {
    query: { page, per_page: NOTIFICATION_PAGE_SIZE },
    schema: notificationsResponseSchema,
    // The bell and the panel say it failed themselves (the panel with a retry).
    reportErrors: false,
    signal,
  });
}

/** The counters alone: the first page's `unread_count` (the API has no call for the counts). */
export async function getUnreadCount(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<UnreadCount> {
  return (await getNotifications(client, 1, signal)).unread_count;
}
