import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type HeapUsage,
  type MemoryMonitorHost,
  readHeapUsage,
  startMemoryMonitor,
} from './memory-monitor';

const LIMIT = 1_000;

function fakeHost(visibilityState: DocumentVisibilityState = 'visible') {
  const events = new EventTarget();
  const document = {
    visibilityState,
    addEventListener: (type: 'visibilitychange', listener: () => void) =>
      events.addEventListener(type, listener),
    removeEventListener: (type: 'visibilitychange', listener: () => void) =>
      events.removeEventListener(type, listener),
  };
  const host: MemoryMonitorHost & { show(state: DocumentVisibilityState): void } = {
    setInterval: (task, ms) => setInterval(task, ms),
    clearInterval: (handle) => clearInterval(handle),
    document,
    show(state) {
      document.visibilityState = state;
      events.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return host;
}

/** A heap at `percent` % of its limit, changeable between checks. */
function heapAt(percent: number) {
  const heap: { current: HeapUsage | null } = { current: { used: percent * 10, limit: LIMIT } };
  return { heap, readHeap: () => heap.current };
}

describe('memory monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 30 s on an ordinary device', () => {
    const cleanUp = vi.fn();
    startMemoryMonitor({ lowEnd: false, ...heapAt(90), cleanUp }, fakeHost());
    vi.advanceTimersByTime(29_999);
    expect(cleanUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cleanUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(cleanUp).toHaveBeenCalledTimes(2);
  });

  it('checks every 60 s on a low-end device', () => {
    const cleanUp = vi.fn();
    startMemoryMonitor({ lowEnd: true, ...heapAt(90), cleanUp }, fakeHost());
    vi.advanceTimersByTime(59_999);
    expect(cleanUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('cleans the caches above 80 % of the heap limit, not below', () => {
    const cleanUp = vi.fn();
    const { heap, readHeap } = heapAt(79);
    startMemoryMonitor({ lowEnd: false, readHeap, cleanUp }, fakeHost());
    vi.advanceTimersByTime(30_000);
    expect(cleanUp).not.toHaveBeenCalled();
    heap.current = { used: 810, limit: LIMIT };
    vi.advanceTimersByTime(30_000);
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser reports no heap (Safari, Firefox)', () => {
    const cleanUp = vi.fn();
    startMemoryMonitor({ lowEnd: false, readHeap: () => null, cleanUp }, fakeHost());
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the page is hidden and resumes when it shows again', () => {
    const cleanUp = vi.fn();
    const host = fakeHost();
    startMemoryMonitor({ lowEnd: false, ...heapAt(90), cleanUp }, host);
    host.show('hidden');
    vi.advanceTimersByTime(120_000);
    expect(cleanUp).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    host.show('visible');
    vi.advanceTimersByTime(30_000);
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });

  it('starts paused in a hidden tab', () => {
    const cleanUp = vi.fn();
    startMemoryMonitor({ lowEnd: false, ...heapAt(90), cleanUp }, fakeHost('hidden'));
    vi.advanceTimersByTime(60_000);
    expect(cleanUp).not.toHaveBeenCalled();
  });

  it('stops its timer and listener', () => {
    const cleanUp = vi.fn();
    const host = fakeHost();
    const stop = startMemoryMonitor({ lowEnd: false, ...heapAt(90), cleanUp }, host);
    stop();
    host.show('hidden');
    host.show('visible');
    vi.advanceTimersByTime(120_000);
    expect(cleanUp).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('reading the heap', () => {
  it("reads Chromium's performance.memory", () => {
    expect(readHeapUsage({ memory: { usedJSHeapSize: 10, jsHeapSizeLimit: 100 } })).toEqual({
      used: 10,
      limit: 100,
    });
  });

  it('reads nothing where the browser has no performance.memory', () => {
    expect(readHeapUsage({})).toBeNull();
    expect(readHeapUsage(undefined)).toBeNull();
    expect(readHeapUsage({ memory: { usedJSHeapSize: 10, jsHeapSizeLimit: 0 } })).toBeNull();
  });
});
