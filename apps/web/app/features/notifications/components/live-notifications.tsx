import type { Notification } from '@vitrine/contract/notifications.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import type { Locale } from '~/core/i18n/config';
import { useRealtimeEvent } from '~/lib/realtime/realtime-provider';
import {
  closeNotificationModal,
  emptyNotificationModalQueue,
  type NotificationModalQueue,
  receiveNotification,
  showDueNotification,
} from '../model/notification-modal-queue';
import {
  closeNotificationToast,
  NOTIFICATION_TOAST_TICK_MS,
  NOTIFICATION_TOASTS_AT_ONCE,
  type NotificationToasts,
  noNotificationToasts,
  queueNotificationToast,
  tickNotificationToasts,
} from '../model/notification-toasts';
import { NotificationModal } from './notification-modal';

/**
 * docs/product/notifications-and-chat.md "Two kinds of toasts": these have their own sonner
 * toaster, apart from feedback.
 */
export const NOTIFICATION_TOASTER_ID = 'notifications';

/** The model's items are keyed by string ids. */
interface ModalItem {
  id: string;
  notification: Notification;
}

interface NotificationToast {
  id: string;
  pinned: boolean;
  notification: Notification;
}

const toastOf = (notification: Notification): NotificationToast => ({
  id: `notification-${notification.id}`,
  // §4 "a toast not of type pinned": no notification type is pinned (contract NOTIFICATION_TYPES).
  pinned: false,
  notification,
});

/** Every live `NotificationSent`: a player's own (a guest has no player channel), and the global ones. */
function useLiveNotificationEvents(onNotification: (notification: Notification) => void) {
  useRealtimeEvent('player', 'NotificationSent', onNotification);
  useRealtimeEvent('public', 'NotificationSent', (notification) => {
    if (notification.type === 'platform') onNotification(notification);
  });
}

/** The modal queue's one timer: the next unviewed notification, 5 s after a close. */
function useSyncModalTimer(
  nextAt: number | null,
  setQueue: (update: (queue: NotificationModalQueue<ModalItem>) => typeof queue) => void,
) {
  useEffect(() => {
    if (nextAt === null) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setQueue((queue) => showDueNotification(queue, now));
      },
      Math.max(0, nextAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextAt, setQueue]);
}

/** The toast queue's check every second, while there is anything waiting or due to go. */
function useSyncToastTicks(
  busy: boolean,
  setToasts: (update: (toasts: NotificationToasts<NotificationToast>) => typeof toasts) => void,
) {
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      // The time of the check, not of the render that applies it.
      const now = Date.now();
      setToasts((toasts) => tickNotificationToasts(toasts, now));
    }, NOTIFICATION_TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [busy, setToasts]);
}

let mounts = 0;

/** Puts the model's shown toasts on the notification toaster, and takes off the ones it dropped. */
function useSyncSonnerToasts(
  shown: NotificationToasts<NotificationToast>['shown'],
  onClose: (id: string) => void,
) {
  // sonner keeps its toasts in one module-wide store: ids unique to this mount never meet a
  // toast of an earlier session (after a sign-out and in again) under the same id.
  const [mount] = useState(() => `live-${++mounts}-`);
  const raised = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(shown.map(({ toast: { id } }) => id));
    for (const { toast: item } of shown) {
      if (raised.current.has(item.id)) continue;
      raised.current.add(item.id);
      // Strings, never markup: sonner renders them as text nodes.
      toast(item.notification.name, {
        id: `${mount}${item.id}`,
        toasterId: NOTIFICATION_TOASTER_ID,
        description: item.notification.message,
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
        dismissible: true,
        onDismiss: () => onClose(item.id),
        classNames: { description: 'line-clamp-3 [overflow-wrap:anywhere]' },
      });
    }
    for (const id of raised.current) {
      if (current.has(id)) continue;
      raised.current.delete(id);
      toast.dismiss(`${mount}${id}`);
    }
  }, [shown, onClose, mount]);
  useEffect(() => {
    const ids = raised.current;
    return () => {
      for (const id of ids) toast.dismiss(`${mount}${id}`);
      ids.clear();
    };
  }, [mount]);
}

/**
 * §4 "Notification", live: each `NotificationSent` is queued for the modal (one at a time, the
 * next unviewed 5 s after a close) and as a toast (3 at once, checked every second, 20 s after it
 * was shown). Loaded once the page is idle after its first paint; a guest hears the global ones.
 */
export default function LiveNotifications({ locale }: { locale: Locale }) {
  const { t } = useTranslation('notifications');
  const [queue, setQueue] = useState(emptyNotificationModalQueue<ModalItem>);
  const [toasts, setToasts] = useState(noNotificationToasts<NotificationToast>);
  const [closeToast] = useState(
    () => (id: string) => setToasts((state) => closeNotificationToast(state, id)),
  );

  useLiveNotificationEvents((notification) => {
    // A box award is announced by the reward modal ('VOCÊ GANHOU!', docs/product/rewards.md), which
    // hears NotifyNewUserBox: its notification is a toast and a line in the list, not a second modal.
    if (notification.user_box === null || notification.user_box === undefined) {
      setQueue((state) =>
        receiveNotification(state, { id: `notification-${notification.id}`, notification }),
      );
    }
    setToasts((state) => queueNotificationToast(state, toastOf(notification)));
  });
  useSyncModalTimer(queue.nextAt, setQueue);
  useSyncToastTicks(
    toasts.waiting.length > 0 || toasts.shown.some(({ toast: item }) => !item.pinned),
    setToasts,
  );
  useSyncSonnerToasts(toasts.shown, closeToast);

  return (
    <>
      <NotificationModal
        notification={queue.open?.notification ?? null}
        locale={locale}
        onClose={() => {
          const now = Date.now();
          setQueue((state) => closeNotificationModal(state, now));
        }}
      />
      <Toaster
        id={NOTIFICATION_TOASTER_ID}
        theme="dark"
        position="bottom-right"
        visibleToasts={NOTIFICATION_TOASTS_AT_ONCE}
        expand
        containerAriaLabel={t('live.toasts')}
        // sonner's small-screen toaster is 100% wide *and* offset 16 px: it would widen the page.
        className="max-[600px]:w-auto!"
        toastOptions={{
          closeButtonAriaLabel: t('live.toastClose'),
          className: 'max-[600px]:w-full!',
        }}
      />
    </>
  );
}
