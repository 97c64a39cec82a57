import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  NotificationKind,
  NotificationPage,
  NotificationsResponse,
  UnreadCount,
} from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { notificationKeys } from './notification-keys';

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

/** The bell's counters: the first page's `unread_count` (the API has no call for the counts alone). */
export function unreadCountQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }): Promise<UnreadCount> =>
      (await getNotifications(client, 1, signal)).unread_count,
    staleTime: STALE.MINUTES.FIVE,
  });
}

/** The signed-in player's unread counters; `enabled` after the first paint, with their token. */
export function useUnreadCount(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...unreadCountQueryOptions(client), enabled });
}

/** One tab of the panel: `kind`'s pages, newest first, until `last_page` (§4 "Paged lists"). */
export function notificationListInfiniteOptions(
  client: HttpClient,
  kind: NotificationKind,
  /** Every answer carries the counters: the bell follows them. */
  onCounters: (unread: UnreadCount) => void,
) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(kind),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const response = await getNotifications(client, pageParam, signal);
      onCounters(response.unread_count);
      return response[kind];
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useNotificationList(
  kind: NotificationKind,
  onCounters: (unread: UnreadCount) => void,
) {
  const client = useApiClient();
  return useInfiniteQuery(notificationListInfiniteOptions(client, kind, onCounters));
}
