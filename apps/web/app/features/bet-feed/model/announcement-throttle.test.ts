import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_INTERVAL_MS, createAnnouncementThrottle } from './announcement-throttle';

describe('the feed’s announcements', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the first line at once', () => {
    const announce = vi.fn();
    createAnnouncementThrottle({ announce }).offer('a');
    expect(announce.mock.calls).toEqual([['a']]);
  });

  it('announces at most one line every 5 s: the newest that came meanwhile', () => {
    const announce = vi.fn();
    const throttle = createAnnouncementThrottle({ announce });
    throttle.offer('a');
    throttle.offer('b');
    throttle.offer('c');
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1);
    expect(announce.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(announce.mock.calls).toEqual([['a'], ['c']]);
    throttle.offer('d');
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1);
    expect(announce.mock.calls).toEqual([['a'], ['c']]);
    vi.advanceTimersByTime(1);
    expect(announce.mock.calls).toEqual([['a'], ['c'], ['d']]);
  });

  it('says nothing when nothing new came, and announces the next line at once after a quiet spell', () => {
    const announce = vi.fn();
    const throttle = createAnnouncementThrottle({ announce });
    throttle.offer('a');
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS * 3);
    expect(announce).toHaveBeenCalledTimes(1);
    throttle.offer('b');
    expect(announce.mock.calls).toEqual([['a'], ['b']]);
  });

  it('announces nothing more once stopped', () => {
    const announce = vi.fn();
    const throttle = createAnnouncementThrottle({ announce });
    throttle.offer('a');
    throttle.offer('b');
    throttle.stop();
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(announce.mock.calls).toEqual([['a']]);
  });
});
