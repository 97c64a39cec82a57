import { describe, expect, it } from 'vitest';
import {
  closeNotificationToast,
  NOTIFICATION_TOAST_LIFETIME_MS,
  NOTIFICATION_TOAST_TICK_MS,
  type NotificationToasts,
  noNotificationToasts,
  type QueuedToast,
  queueNotificationToast,
  tickNotificationToasts,
} from './notification-toasts';

const toast = (id: string, pinned = false): QueuedToast => ({ id, pinned });
const shownIds = (state: NotificationToasts<QueuedToast>) =>
  state.shown.map(({ toast }) => toast.id);

function queued(...toasts: QueuedToast[]) {
  return toasts.reduce(queueNotificationToast, noNotificationToasts<QueuedToast>());
}

/** Runs the queue's 1 s check from `from` to `to` (inclusive), as its interval would. */
function tickUntil(state: NotificationToasts<QueuedToast>, from: number, to: number) {
  let next = state;
  for (let now = from; now <= to; now += NOTIFICATION_TOAST_TICK_MS) {
    next = tickNotificationToasts(next, now);
  }
  return next;
}

describe('notification toasts', () => {
  it('shows nothing until the queue is checked', () => {
    const state = queued(toast('a'));
    expect(state.shown).toEqual([]);
    expect(shownIds(tickNotificationToasts(state, 0))).toEqual(['a']);
  });

  it('shows at most 3 at once, oldest first, the rest waiting', () => {
    const state = tickNotificationToasts(
      queued(toast('a'), toast('b'), toast('c'), toast('d'), toast('e')),
      0,
    );
    expect(shownIds(state)).toEqual(['a', 'b', 'c']);
    expect(state.waiting.map(({ id }) => id)).toEqual(['d', 'e']);
  });

  it('drops a toast 20 s after it was shown, and the next check fills its place', () => {
    let state = tickNotificationToasts(queued(toast('a'), toast('b'), toast('c'), toast('d')), 0);
    state = tickUntil(state, 1_000, NOTIFICATION_TOAST_LIFETIME_MS - 1_000);
    expect(shownIds(state)).toEqual(['a', 'b', 'c']);
    state = tickNotificationToasts(state, NOTIFICATION_TOAST_LIFETIME_MS);
    expect(shownIds(state)).toEqual(['d']);
  });

  it('counts the 20 s from when a toast was shown, not from when it was queued', () => {
    let state = tickNotificationToasts(queued(toast('a'), toast('b'), toast('c'), toast('d')), 0);
    state = tickUntil(state, 1_000, 20_000);
    const d = state.shown.find((shown) => shown.toast.id === 'd');
    expect(d?.shownAt).toBe(20_000);
    state = tickUntil(state, 21_000, 39_000);
    expect(shownIds(state)).toEqual(['d']);
    state = tickNotificationToasts(state, 40_000);
    expect(state.shown).toEqual([]);
  });

  it('keeps a pinned toast past 20 s, holding its place', () => {
    let state = tickNotificationToasts(queued(toast('pin', true), toast('a'), toast('b')), 0);
    state = queueNotificationToast(state, toast('c'));
    state = tickUntil(state, 1_000, 60_000);
    expect(shownIds(state)).toEqual(['pin']);
    state = closeNotificationToast(state, 'pin');
    expect(state.shown).toEqual([]);
  });

  it('does not queue the same notification twice', () => {
    let state = tickNotificationToasts(queued(toast('a'), toast('a')), 0);
    state = queueNotificationToast(state, toast('a'));
    expect(shownIds(state)).toEqual(['a']);
    expect(state.waiting).toEqual([]);
  });

  it('lets a closed toast make room at the next check', () => {
    let state = tickNotificationToasts(queued(toast('a'), toast('b'), toast('c'), toast('d')), 0);
    state = closeNotificationToast(state, 'b');
    expect(shownIds(state)).toEqual(['a', 'c']);
    expect(shownIds(tickNotificationToasts(state, 1_000))).toEqual(['a', 'c', 'd']);
  });
});
