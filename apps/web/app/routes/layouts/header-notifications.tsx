import { useViewer } from '~/core/session/viewer-context';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import type { Locale } from '~/core/i18n/config';

/**
 * The header's notification bell, for signed-in players only (a guest has no notifications to
 * list). Where the layout will hand the bell the chat panel's opener (`onOpenChat`): §2, a chat
 * notification clicked opens the chat panel.
 */
export function HeaderNotifications({
  locale,
  onOpenChat,
}: {
  locale: Locale;
  onOpenChat?: () => void;
}) {
  const { signedIn, ready } = useViewer();
  if (!signedIn) return null;
  return <NotificationBell enabled={ready} locale={locale} onOpenChat={onOpenChat} />;
}
