import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { notificationKeys } from './notification-keys';

// The bell's counters, in the header of every page: only the key and the hook are in the first
// load; the fetcher (`GET /notifications`, page 1) and its schemas come with the first fetch.

export function unreadCountQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }): Promise<UnreadCount> => {
      const { getUnreadCount } = await import('./get-notifications');
      return getUnreadCount(client, signal);
    },
    // Reads, mark-all-read and live notifications keep it current without a request.
    staleTime: STALE.MINUTES.FIVE,
  });
}

/** The signed-in player's unread counters; `enabled` after the first paint, with their token. */
export function useUnreadCount(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...unreadCountQueryOptions(client), enabled });
}
