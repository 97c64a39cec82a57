import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAllReadResponse, NotificationKind } from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { applyMarkAllRead } from './notification-cache';

const notificationSchemas = () => import('@vitrine/contract/notifications.ts');

/** `POST /notifications/{type}/mark-all-read`: `kind`'s counter zeroed. */
export async function markAllNotificationsRead(
  client: HttpClient,
  kind: NotificationKind,
): Promise<MarkAllReadResponse> {
  const { markAllReadResponseSchema } = await notificationSchemas();
  return client.post(`/notifications/${kind}/mark-all-read`, {
    schema: markAllReadResponseSchema,
    reportErrors: false,
  });
}

export function useMarkAllRead(kind: NotificationKind) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(client, kind),
    onSuccess: ({ unread_count }) =>
      applyMarkAllRead(queryClient, kind, unread_count, new Date().toISOString()),
  });
}
