// §4 "Notification": in-app notification modal. A new notification (`NotificationSent`) is queued
// as not viewed and shown in the modal if none is open; closing the modal schedules the next
// unviewed one after 5 seconds (§9 "next notification modal delay", 5 s). Times are passed in, so the
// host keeps one timer (`nextAt`) and the rules are tested without a clock.

export const NEXT_NOTIFICATION_DELAY_MS = 5000;

export interface QueuedNotification {
  id: string;
}

export interface NotificationModalQueue<T extends QueuedNotification> {
  /** Every notification received, oldest first, with whether it has been shown. */
  items: readonly { notification: T; viewed: boolean }[];
  /** The one in the modal now. */
  open: T | null;
  /** When the next unviewed one is due, after a close; null when nothing is scheduled. */
  nextAt: number | null;
}

export function emptyNotificationModalQueue<
  T extends QueuedNotification,
>(): NotificationModalQueue<T> {
  return { items: [], open: null, nextAt: null };
}

/** Opens the oldest unviewed notification, marking it viewed; the state as it is when none waits. */
function openNextUnviewed<T extends QueuedNotification>(
  state: NotificationModalQueue<T>,
): NotificationModalQueue<T> {
  const next = state.items.find((item) => !item.viewed);
  if (!next) return { ...state, nextAt: null };
  return {
    items: state.items.map((item) => (item === next ? { ...item, viewed: true } : item)),
    open: next.notification,
    nextAt: null,
  };
}

/** A notification arrives: queued as not viewed, and shown at once when no modal is open. */
export function receiveNotification<T extends QueuedNotification>(
  state: NotificationModalQueue<T>,
  notification: T,
): NotificationModalQueue<T> {
  if (state.items.some((item) => item.notification.id === notification.id)) return state;
  const queued = { ...state, items: [...state.items, { notification, viewed: false }] };
  return queued.open ? queued : openNextUnviewed(queued);
}

/** The player closes the modal: the next unviewed one is due NEXT_NOTIFICATION_DELAY_MS later. */
export function closeNotificationModal<T extends QueuedNotification>(
  state: NotificationModalQueue<T>,
  now: number,
): NotificationModalQueue<T> {
  if (!state.open) return state;
  const waiting = state.items.some((item) => !item.viewed);
  return { ...state, open: null, nextAt: waiting ? now + NEXT_NOTIFICATION_DELAY_MS : null };
}

/** The host's timer fired (or any later moment): shows the next unviewed one once it is due. */
export function showDueNotification<T extends QueuedNotification>(
  state: NotificationModalQueue<T>,
  now: number,
): NotificationModalQueue<T> {
  if (state.open || state.nextAt === null || now < state.nextAt) return state;
  return openNextUnviewed(state);
}
