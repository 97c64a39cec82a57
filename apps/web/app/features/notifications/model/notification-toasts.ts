// §4 "Notification" toasts and §9 "Notifications and push" (docs/product/notifications-and-chat.md
// "Two kinds of toasts"): the realtime notification toasts, not the general feedback toasts. At
// most 3 are shown at once, new ones are taken from a queue checked every second, and a toast not
// of type pinned is dropped 20 s after it was shown — shown, not queued: a toast that waited its
// turn still gets its 20 s.

export const NOTIFICATION_TOASTS_AT_ONCE = 3;
export const NOTIFICATION_TOAST_TICK_MS = 1000;
export const NOTIFICATION_TOAST_LIFETIME_MS = 20_000;

export interface QueuedToast {
  id: string;
  /** A pinned toast stays until the player closes it. */
  pinned: boolean;
}

export interface ShownToast<T extends QueuedToast> {
  toast: T;
  shownAt: number;
}

export interface NotificationToasts<T extends QueuedToast> {
  waiting: readonly T[];
  shown: readonly ShownToast<T>[];
}

export function noNotificationToasts<T extends QueuedToast>(): NotificationToasts<T> {
  return { waiting: [], shown: [] };
}

/** Queues `toast` for the next tick; one already waiting or shown (same id) is not queued twice. */
export function queueNotificationToast<T extends QueuedToast>(
  state: NotificationToasts<T>,
  toast: T,
): NotificationToasts<T> {
  const known =
    state.waiting.some((waiting) => waiting.id === toast.id) ||
    state.shown.some((shown) => shown.toast.id === toast.id);
  return known ? state : { ...state, waiting: [...state.waiting, toast] };
}

/**
 * The queue's check, every NOTIFICATION_TOAST_TICK_MS: drops the non-pinned toasts whose lifetime
 * since they were shown is over, then shows waiting ones, oldest first, up to 3 at once.
 */
export function tickNotificationToasts<T extends QueuedToast>(
  state: NotificationToasts<T>,
  now: number,
): NotificationToasts<T> {
  const kept = state.shown.filter(
    ({ toast, shownAt }) => toast.pinned || now - shownAt < NOTIFICATION_TOAST_LIFETIME_MS,
  );
  const room = Math.max(0, NOTIFICATION_TOASTS_AT_ONCE - kept.length);
  const showing = state.waiting.slice(0, room).map((toast) => ({ toast, shownAt: now }));
  if (showing.length === 0 && kept.length === state.shown.length) return state;
  return { waiting: state.waiting.slice(room), shown: [...kept, ...showing] };
}

/** The player closes a toast (pinned or not); it makes room at the next tick. */
export function closeNotificationToast<T extends QueuedToast>(
  state: NotificationToasts<T>,
  id: string,
): NotificationToasts<T> {
  return {
    waiting: state.waiting.filter((toast) => toast.id !== id),
    shown: state.shown.filter((shown) => shown.toast.id !== id),
  };
}
