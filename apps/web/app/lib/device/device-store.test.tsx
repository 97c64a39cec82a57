import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '../idle';
import {
  prefetchWhenIdle,
  setDeviceProfile,
  UNKNOWN_DEVICE,
  useListBatchSize,
  useSlowConnection,
} from './device-store';

const CHEAP_PHONE_ON_3G = { listBatchSize: 100, slowConnection: true } as const;

function BatchSize() {
  return <>{useListBatchSize()}</>;
}

describe('device store', () => {
  afterEach(() => setDeviceProfile(null));

  it('renders the default batch size on the server, whatever the device', () => {
    setDeviceProfile(CHEAP_PHONE_ON_3G);
    expect(renderToString(<BatchSize />)).toBe('500');
  });

  it('has the default until the device is classified, then follows it', () => {
    const { result: batch } = renderHook(() => useListBatchSize());
    const { result: slow } = renderHook(() => useSlowConnection());
    expect(batch.current).toBe(500);
    expect(slow.current).toBe(false);

    act(() => setDeviceProfile(CHEAP_PHONE_ON_3G));
    expect(batch.current).toBe(100);
    expect(slow.current).toBe(true);
  });
});

describe('prefetching when idle', () => {
  afterEach(() => {
    vi.useRealTimers();
    setDeviceProfile(null);
  });

  it('loads the code once the device is known and the page is idle', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(load).not.toHaveBeenCalled();

    setDeviceProfile(UNKNOWN_DEVICE);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead of need on a slow connection', () => {
    vi.useFakeTimers();
    setDeviceProfile(CHEAP_PHONE_ON_3G);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 5);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing once the page that asked has gone', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    const cancel = prefetchWhenIdle(load);
    setDeviceProfile(UNKNOWN_DEVICE);
    cancel();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(load).not.toHaveBeenCalled();
  });
});
