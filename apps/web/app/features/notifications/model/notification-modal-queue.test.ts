import { describe, expect, it } from 'vitest';
import {
  closeNotificationModal,
  emptyNotificationModalQueue,
  NEXT_NOTIFICATION_DELAY_MS,
  type QueuedNotification,
  receiveNotification,
  showDueNotification,
} from './notification-modal-queue';

const note = (id: string): QueuedNotification => ({ id });
const empty = () => emptyNotificationModalQueue<QueuedNotification>();

describe('the notification modal queue', () => {
  it('shows a new notification at once when no modal is open, marked viewed', () => {
    const state = receiveNotification(empty(), note('a'));
    expect(state.open).toEqual(note('a'));
    expect(state.items).toEqual([{ notification: note('a'), viewed: true }]);
  });

  it('queues a notification as not viewed while another is open', () => {
    const state = receiveNotification(receiveNotification(empty(), note('a')), note('b'));
    expect(state.open).toEqual(note('a'));
    expect(state.items[1]).toEqual({ notification: note('b'), viewed: false });
  });

  it('shows the next unviewed one 5 s after the modal is closed, not before', () => {
    let state = receiveNotification(receiveNotification(empty(), note('a')), note('b'));
    state = closeNotificationModal(state, 10_000);
    expect(state.open).toBeNull();
    expect(state.nextAt).toBe(10_000 + NEXT_NOTIFICATION_DELAY_MS);
    expect(showDueNotification(state, 14_999).open).toBeNull();
    state = showDueNotification(state, 15_000);
    expect(state.open).toEqual(note('b'));
    expect(state.items.every((item) => item.viewed)).toBe(true);
  });

  it('schedules nothing when no unviewed notification waits', () => {
    const state = closeNotificationModal(receiveNotification(empty(), note('a')), 0);
    expect(state).toMatchObject({ open: null, nextAt: null });
    expect(showDueNotification(state, 60_000).open).toBeNull();
  });

  it('shows the oldest unviewed first, one at a time', () => {
    let state = [note('a'), note('b'), note('c')].reduce(receiveNotification, empty());
    state = showDueNotification(closeNotificationModal(state, 0), NEXT_NOTIFICATION_DELAY_MS);
    expect(state.open).toEqual(note('b'));
    state = showDueNotification(closeNotificationModal(state, 5_000), 10_000);
    expect(state.open).toEqual(note('c'));
  });

  it('ignores a notification it already has (the same event twice)', () => {
    const once = receiveNotification(empty(), note('a'));
    expect(receiveNotification(once, note('a'))).toBe(once);
  });
});
