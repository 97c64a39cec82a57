import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBar,
  creepProgress,
  LOADING_BAR,
  LOADING_BAR_HEIGHT_PX,
  type LoadingBarState,
} from './loading-bar';

function setUp() {
  const changes: LoadingBarState[] = [];
  const bar = createLoadingBar({
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    now: () => Date.now(),
    onChange: (state) => changes.push(state),
  });
  return { bar, changes };
}

describe('loading bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 3 px high and uses the §9 timings', () => {
    expect(LOADING_BAR_HEIGHT_PX).toBe(3);
    expect(LOADING_BAR).toMatchObject({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
    });
  });

  it('shows nothing for a navigation shorter than 200 ms', () => {
    const { bar, changes } = setUp();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
  });

  it('appears at 0 % once the navigation has lasted 200 ms', () => {
    const { bar } = setUp();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
  });

  it('creeps towards 90 % over 2 s and stops there', () => {
    const { bar } = setUp();
    bar.start();
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(500);
    const early = bar.getState().progress;
    vi.advanceTimersByTime(500);
    const later = bar.getState().progress;
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(early);
    expect(later).toBeLessThan(90);
    vi.advanceTimersByTime(1000);
    expect(bar.getState().progress).toBe(90);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(bar.getState()).toEqual({ visible: true, progress: 90 });
  });

  it('fills to 100 %, hides 500 ms later and resets to 0 400 ms after that', () => {
    const { bar, changes } = setUp();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    expect(changes.at(-1)).toEqual({ visible: false, progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a second start while a navigation is already running', () => {
    const { bar } = setUp();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(50);
    expect(bar.getState().visible).toBe(true);
  });

  it('starts over without flicker when a new navigation begins while the full bar shows', () => {
    const { bar } = setUp();
    bar.start();
    vi.advanceTimersByTime(400);
    bar.finish();
    vi.advanceTimersByTime(100);
    bar.start();
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(true);
    expect(bar.getState().progress).toBeGreaterThan(0);
  });

  it('throttles again for a navigation that begins while the hidden bar resets', () => {
    const { bar } = setUp();
    bar.start();
    vi.advanceTimersByTime(400);
    bar.finish();
    vi.advanceTimersByTime(600);
    bar.start();
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    vi.advanceTimersByTime(199);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
  });

  it('ignores finish when nothing is loading', () => {
    const { bar, changes } = setUp();
    bar.finish();
    expect(changes).toEqual([]);
  });

  it('notifies subscribers and keeps the same state object between changes', () => {
    const { bar } = setUp();
    const listener = vi.fn();
    const unsubscribe = bar.subscribe(listener);
    const before = bar.getState();
    expect(bar.getState()).toBe(before);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalled();
    expect(bar.getState()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(500);
    expect(listener).not.toHaveBeenCalled();
  });

  it('cancels its timers when disposed', () => {
    const { bar } = setUp();
    bar.start();
    bar.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('creepProgress', () => {
  it('starts at 0, rises quickly, then slows to 90 at 2 s', () => {
    expect(creepProgress(0)).toBe(0);
    expect(creepProgress(500)).toBeGreaterThan(45);
    expect(creepProgress(2000)).toBe(90);
    expect(creepProgress(60_000)).toBe(90);
  });
});
