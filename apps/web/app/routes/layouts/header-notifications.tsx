import { lazy, Suspense, useEffect, useState } from 'react';
import { useCasinoSession } from '~/features/casino/casino-session-context';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import { useTenant } from '~/features/tenant/tenant-context';
import type { Locale } from '~/i18n/config';
import { onIdle } from '~/lib/idle';

// The live notification modal and toasts: nothing of them in the first-load code.
const LiveNotifications = lazy(
  () => import('~/features/notifications/components/live-notifications'),
);
const PushPrompt = lazy(() => import('~/features/notifications/components/push-prompt'));

/**
 * The live notification modal and toasts, and the push modal when the tenant has a VAPID key (null:
 * push is off), once the page is idle after its first paint.
 */
function IdleLiveNotifications({ locale }: { locale: Locale }) {
  const { vapidPublicKey } = useTenant().theme;
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle ? (
    <Suspense fallback={null}>
      <LiveNotifications locale={locale} />
      {vapidPublicKey && <PushPrompt vapidPublicKey={vapidPublicKey} />}
    </Suspense>
  ) : null;
}

/**
 * The header's notification bell, for signed-in players only (a guest has no notifications to
 * list), and the live notifications' modal and toasts. Where the layout will hand the bell the
 * chat panel's opener (`onOpenChat`): §2, a chat notification clicked opens the chat panel.
 */
export function HeaderNotifications({
  locale,
  onOpenChat,
}: {
  locale: Locale;
  onOpenChat?: () => void;
}) {
  const { signedIn, ready } = useCasinoSession();
  if (!signedIn) return null;
  return (
    <>
      <NotificationBell enabled={ready} locale={locale} onOpenChat={onOpenChat} />
      {ready && <IdleLiveNotifications locale={locale} />}
    </>
  );
}
