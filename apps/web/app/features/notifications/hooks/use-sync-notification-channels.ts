import { useQueryClient } from '@tanstack/react-query';
import {
  useRealtimeEvent,
  useRealtimePlayerJoined,
  useRealtimeReconnected,
} from '~/lib/realtime/realtime-provider';
import { addSentNotification } from '../api/notification-cache';
import { notificationKeys } from '../api/notification-keys';

/**
 * The bell follows the live notifications (docs/design/notifications-chat.md "Events"): a personal
 * `NotificationSent` on the player's own channel, a global one (type `platform`) on the public
 * channel. Each raises its counter and goes on top of its tab when the tab is loaded. After the
 * socket comes back from a drop, and when the player's own channel is first joined (a notification
 * sent before it was heard by nobody), the counters and lists are fetched again.
 */
export function useSyncNotificationChannels(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('player', 'NotificationSent', (notification) => {
    addSentNotification(queryClient, notification);
  });

  useRealtimeEvent('public', 'NotificationSent', (notification) => {
    // The public channel carries only the tenant's global notifications.
    if (notification.type === 'platform') addSentNotification(queryClient, notification);
  });

  const fetchAgain = () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  useRealtimeReconnected(fetchAgain);
  useRealtimePlayerJoined(fetchAgain);
}
