import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useListBatchSize, useSlowConnection } from './use-device-profile';

/** Chromium's `navigator.connection`: an event target with the connection's type. */
class FakeConnection extends EventTarget {
  effectiveType: string;
  constructor(effectiveType: string) {
    super();
    this.effectiveType = effectiveType;
  }
  becomes(effectiveType: string) {
    this.effectiveType = effectiveType;
    this.dispatchEvent(new Event('change'));
  }
}

function describeDevice(device: { memory?: number; cores: number; connection?: FakeConnection }) {
  Object.defineProperty(navigator, 'deviceMemory', { configurable: true, value: device.memory });
  Object.defineProperty(navigator, 'hardwareConcurrency', {
    configurable: true,
    value: device.cores,
  });
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: device.connection,
  });
}

function BatchSize() {
  return <>{useListBatchSize()}</>;
}

describe('device profile hooks', () => {
  afterEach(() => {
    for (const key of ['deviceMemory', 'hardwareConcurrency', 'connection']) {
      Reflect.deleteProperty(navigator, key);
    }
  });

  it('renders the default batch size on the server, whatever the device', () => {
    describeDevice({ memory: 1, cores: 1, connection: new FakeConnection('2g') });
    expect(renderToString(<BatchSize />)).toBe('500');
  });

  it("follows the device's batch size and the connection as it changes", () => {
    const connection = new FakeConnection('4g');
    describeDevice({ memory: 8, cores: 8, connection });
    const { result: batch } = renderHook(() => useListBatchSize());
    const { result: slow } = renderHook(() => useSlowConnection());
    expect(batch.current).toBe(500);
    expect(slow.current).toBe(false);

    act(() => connection.becomes('3g'));
    expect(batch.current).toBe(100);
    expect(slow.current).toBe(true);
  });
});
