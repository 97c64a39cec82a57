import { useSyncNotificationChannels } from '../hooks/use-sync-notification-channels';

/** The bell's live part, loaded after the first paint with the realtime connection. */
export default function NotificationChannels() {
  useSyncNotificationChannels();
  return null;
}
