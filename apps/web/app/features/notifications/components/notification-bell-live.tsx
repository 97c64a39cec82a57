import type { UnreadCount } from '@vitrine/contract/notifications.ts';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '~/core/i18n/config';
import { useUnreadCount } from '../api/get-notifications';
import { useSyncNotificationChannels } from '../hooks/use-sync-notification-channels';

const NotificationPanel = lazy(() => import('./notification-panel'));

const total = (unread: UnreadCount | undefined) =>
  unread ? unread.user_notifications + unread.global_notifications : 0;

/**
 * Everything of the bell but its button, loaded once the page is idle after its first paint (or
 * on the first tap): the counters, the live notifications, and the side panel when it is open.
 */
export default function NotificationBellLive({
  open,
  onOpenChange,
  onUnreadCount,
  locale,
  onOpenChat,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tells the header's button the sum of both counters. */
  onUnreadCount: (count: number) => void;
  locale: Locale;
  onOpenChat?: () => void;
}) {
  const unread = useUnreadCount().data;
  useSyncNotificationChannels();
  const count = total(unread);
  // The button lives in the first-load code, apart from this: it hears the count from here.
  useEffect(() => onUnreadCount(count), [count, onUnreadCount]);

  return open ? (
    <Suspense fallback={null}>
      <NotificationPanel
        open={open}
        onOpenChange={onOpenChange}
        unread={unread ?? null}
        locale={locale}
        onOpenChat={
          onOpenChat &&
          (() => {
            onOpenChange(false);
            onOpenChat();
          })
        }
      />
    </Suspense>
  ) : null;
}
