import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, ReadNotificationResponse } from '@vitrine/contract/notifications.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { applyRead } from './notification-cache';

const notificationSchemas = () => import('@vitrine/contract/notifications.ts');

/** `POST /notifications/{id}/read`: the read flag, its timestamp and the counters decreased. */
export async function readNotification(
  client: HttpClient,
  id: number,
): Promise<ReadNotificationResponse> {
  const { readNotificationResponseSchema } = await notificationSchemas();
  return client.post(`/notifications/${id}/read`, {
    schema: readNotificationResponseSchema,
    // Reading is idempotent on the platform; a failure leaves it unread, to be read next time.
    reportErrors: false,
  });
}

/** Reads a notification when it is opened; the bell and the list follow the answer. */
export function useReadNotification() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => readNotification(client, notification.id),
    onSuccess: ({ notification, unread_count }) =>
      applyRead(queryClient, notification, unread_count),
  });
}
