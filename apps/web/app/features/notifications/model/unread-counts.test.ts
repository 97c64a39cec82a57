import { describe, expect, it } from 'vitest';
import {
  countAfterMarkingAllRead,
  countAfterReadingOne,
  markAllRead,
  notificationKind,
  readNotification,
  totalUnread,
  type UnreadCounts,
} from './unread-counts';

const NOW = new Date('2026-11-25T12:00:00Z');
const counts = (user: number, global: number): UnreadCounts => ({
  user_notifications: user,
  global_notifications: global,
});
const personal = (read = false) => ({ id: 1, type: 'user', read, read_at: null });
const global = (read = false) => ({ id: 2, type: 'platform', read, read_at: null });

describe('unread counts', () => {
  it("sorts type 'platform' as global and anything else as personal", () => {
    expect(notificationKind('platform')).toBe('global_notifications');
    expect(notificationKind('user')).toBe('user_notifications');
    expect(notificationKind('deposit')).toBe('user_notifications');
  });

  it('adds both kinds for the bell', () => {
    expect(totalUnread(counts(3, 2))).toBe(5);
  });

  it('lowers the counter of the kind read by one, never below 0', () => {
    expect(countAfterReadingOne(counts(3, 2), 'user_notifications')).toEqual(counts(2, 2));
    expect(countAfterReadingOne(counts(0, 2), 'user_notifications')).toEqual(counts(0, 2));
  });

  it('zeroes only the kind marked all read', () => {
    expect(countAfterMarkingAllRead(counts(3, 2), 'global_notifications')).toEqual(counts(3, 0));
  });

  it('reads an unread notification: flag, time and its counter', () => {
    const result = readNotification(global(), counts(1, 4), NOW);
    expect(result.notification).toMatchObject({ read: true, read_at: '2026-11-25T12:00:00.000Z' });
    expect(result.counts).toEqual(counts(1, 3));
  });

  it('counts a notification read twice once', () => {
    const before = counts(1, 1);
    const read = personal(true);
    expect(readNotification(read, before, NOW)).toEqual({ notification: read, counts: before });
  });

  it("marks every loaded one of a kind read, leaving the other kind's alone", () => {
    const result = markAllRead([personal(), global()], counts(5, 1), 'user_notifications', NOW);
    expect(result.notifications.map(({ read }) => read)).toEqual([true, false]);
    expect(result.counts).toEqual(counts(0, 1));
  });
});
