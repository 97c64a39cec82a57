import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateNoticeStore, UPDATE_NOTICE_DISMISS_MS } from './update-notice';

describe('the app update notice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden until a new version is waiting', () => {
    const notice = createUpdateNoticeStore();
    expect(notice.getSnapshot().visible).toBe(false);
    notice.found();
    expect(notice.getSnapshot().visible).toBe(true);
  });

  it("comes back 120 000 ms after 'Depois', by itself", () => {
    const notice = createUpdateNoticeStore();
    const listener = vi.fn();
    notice.subscribe(listener);
    notice.found();
    notice.dismiss();
    expect(notice.getSnapshot().visible).toBe(false);
    listener.mockClear();

    vi.advanceTimersByTime(UPDATE_NOTICE_DISMISS_MS - 1);
    expect(notice.getSnapshot().visible).toBe(false);
    expect(listener).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(notice.getSnapshot().visible).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets the dismissal when no update is pending any more', () => {
    const notice = createUpdateNoticeStore();
    notice.found();
    notice.dismiss();
    notice.gone();
    expect(notice.getSnapshot()).toMatchObject({ visible: false, dismissedUntil: null });

    vi.advanceTimersByTime(UPDATE_NOTICE_DISMISS_MS);
    expect(notice.getSnapshot().visible).toBe(false);

    // A later version is announced at once, not after the old dismissal.
    vi.advanceTimersByTime(10_000);
    notice.found();
    expect(notice.getSnapshot().visible).toBe(true);
  });

  it('does not restart the wait when the same update is found again', () => {
    const notice = createUpdateNoticeStore();
    notice.found();
    notice.dismiss();
    vi.advanceTimersByTime(60_000);
    notice.found();
    vi.advanceTimersByTime(60_000);
    expect(notice.getSnapshot().visible).toBe(true);
  });

  it("says 'Atualizando...' once the update is being applied", () => {
    const notice = createUpdateNoticeStore();
    notice.found();
    notice.apply();
    expect(notice.getSnapshot()).toMatchObject({ visible: true, applying: true });
  });

  it('leaves no timer behind when stopped', () => {
    const notice = createUpdateNoticeStore();
    notice.found();
    notice.dismiss();
    notice.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
