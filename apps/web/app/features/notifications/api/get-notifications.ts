import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse, UnreadCount } from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { notificationKeys } from './notification-keys';

// The schemas load with the first call, not with the bell's code: zod stays out of it.
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

/** The bell's counters. */
export function unreadCountQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(client, signal),
    // Reads, mark-all-read and live notifications keep it current without a request.
    staleTime: STALE.MINUTES.FIVE,
  });
}

/** The signed-in player's unread counters. */
export function useUnreadCount() {
  const client = useApiClient();
  return useQuery(unreadCountQueryOptions(client));
}
