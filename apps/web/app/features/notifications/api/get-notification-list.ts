import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  NotificationKind,
  NotificationPage,
  UnreadCount,
} from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { getNotifications } from './get-notifications';
import { notificationKeys } from './notification-keys';

// The panel's lists (`GET /notifications` by page), apart from the bell's counters: the header
// loads the counters with the first page, this only with the panel.

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
