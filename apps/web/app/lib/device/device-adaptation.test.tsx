import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import { DeviceAdaptation } from './device-adaptation';
import { setDeviceProfile, useListBatchSize } from './device-store';

const KEEP = [['session'], ['wallet']] as const;

/** Chromium's `performance.memory` at `percent` % of the heap's limit. */
function heapAt(percent: number) {
  Object.defineProperty(performance, 'memory', {
    configurable: true,
    value: { usedJSHeapSize: percent * 10, jsHeapSizeLimit: 1_000 },
  });
}

function describeDevice(device: { cores: number; effectiveType?: string }) {
  Object.defineProperty(navigator, 'hardwareConcurrency', {
    configurable: true,
    value: device.cores,
  });
  const connection = Object.assign(new EventTarget(), { effectiveType: device.effectiveType });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  return connection;
}

function BatchSize() {
  return <p>{`batch of ${useListBatchSize()}`}</p>;
}

function renderAdaptation() {
  const view = renderApp(
    <>
      <p>page</p>
      <BatchSize />
      <DeviceAdaptation keepQueries={KEEP} />
    </>,
  );
  view.queryClient.setQueryData(['casino', 'games', 'earlier'], ['a game seen earlier']);
  view.queryClient.setQueryData(['wallet', 'balance'], { balance: 100 });
  return view;
}

describe('device adaptation', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    setDeviceProfile(null);
    Reflect.deleteProperty(performance, 'memory');
    Reflect.deleteProperty(navigator, 'hardwareConcurrency');
    Reflect.deleteProperty(navigator, 'connection');
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it("frees the answers no screen uses once the heap passes 80 %, never the player's wallet", async () => {
    describeDevice({ cores: 8, effectiveType: '4g' });
    heapAt(81);
    const { queryClient } = renderAdaptation();
    await screen.findByText('page');

    act(() => vi.advanceTimersByTime(30_000));
    expect(queryClient.getQueryData(['casino', 'games', 'earlier'])).toBeUndefined();
    expect(queryClient.getQueryData(['wallet', 'balance'])).toEqual({ balance: 100 });
  });

  it('checks only every 60 s on a low-end device', async () => {
    describeDevice({ cores: 2, effectiveType: '4g' });
    heapAt(81);
    const { queryClient } = renderAdaptation();
    await screen.findByText('page');

    act(() => vi.advanceTimersByTime(30_000));
    expect(queryClient.getQueryData(['casino', 'games', 'earlier'])).toBeDefined();
    act(() => vi.advanceTimersByTime(30_000));
    expect(queryClient.getQueryData(['casino', 'games', 'earlier'])).toBeUndefined();
  });

  it('classifies the device for the lists, again when the connection changes', async () => {
    const connection = describeDevice({ cores: 8, effectiveType: '4g' });
    renderAdaptation();
    await screen.findByText('batch of 500');

    act(() => {
      connection.effectiveType = '3g';
      connection.dispatchEvent(new Event('change'));
    });
    expect(screen.getByText('batch of 100')).toBeTruthy();
  });

  it('removes prefetch links on a slow connection only', async () => {
    const prefetch = document.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = '/casino.data';
    document.head.append(prefetch);

    describeDevice({ cores: 8, effectiveType: '4g' });
    const fast = renderAdaptation();
    await screen.findByText('page');
    expect(prefetch.isConnected).toBe(true);
    fast.unmount();

    describeDevice({ cores: 8, effectiveType: '3g' });
    renderAdaptation();
    await screen.findByText('page');
    expect(prefetch.isConnected).toBe(false);
  });
});
