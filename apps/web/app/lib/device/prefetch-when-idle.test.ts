import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '../idle';
import { prefetchWhenIdle } from './prefetch-when-idle';

function connectionOf(effectiveType: string) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { effectiveType }),
  });
}

describe('prefetching when idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('loads the code once the page is idle on an ordinary connection', () => {
    connectionOf('4g');
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead of need on a slow connection', () => {
    connectionOf('3g');
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 5);
    expect(load).not.toHaveBeenCalled();
  });
});
