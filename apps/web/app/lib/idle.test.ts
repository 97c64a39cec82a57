import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, IDLE_FALLBACK_MS, onIdle } from './idle';

type IdleWindow = Omit<Window, 'requestIdleCallback' | 'cancelIdleCallback'> & {
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
};

describe('onIdle', () => {
  const idleCallbacks = new Map<number, IdleRequestCallback>();
  let nextHandle = 1;
  const win: IdleWindow = window;
  const saved = { request: win.requestIdleCallback, cancel: win.cancelIdleCallback };
  const runIdle = () => {
    const callbacks = [...idleCallbacks.values()];
    idleCallbacks.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  };

  beforeEach(() => {
    idleCallbacks.clear();
    win.requestIdleCallback = (callback: IdleRequestCallback) => {
      const handle = nextHandle++;
      idleCallbacks.set(handle, callback);
      return handle;
    };
    win.cancelIdleCallback = (handle: number) => void idleCallbacks.delete(handle);
  });

  afterEach(() => {
    win.requestIdleCallback = saved.request;
    win.cancelIdleCallback = saved.cancel;
  });

  it('runs a task once the browser is idle, unless cancelled first', () => {
    const task = vi.fn();
    const cancelled = vi.fn();
    onIdle(task);
    onIdle(cancelled)();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('keeps tasks back while the page holds them, and runs them at the next idle moment after', () => {
    const task = vi.fn();
    const releaseWidget = holdIdleWork();
    const releaseOther = holdIdleWork();
    onIdle(task);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    releaseWidget();
    releaseWidget();
    runIdle();
    expect(task).not.toHaveBeenCalled(); // one hold remains
    releaseOther();
    expect(task).not.toHaveBeenCalled(); // not in the middle of the releasing code
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('forgets a held task that is cancelled', () => {
    const task = vi.fn();
    const release = holdIdleWork();
    const cancel = onIdle(task);
    runIdle();
    cancel();
    release();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback does not exist', () => {
    vi.useFakeTimers();
    delete win.requestIdleCallback;
    const task = vi.fn();
    onIdle(task);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
