import { describe, expect, it } from 'vitest';
import {
  deviceProfileOf,
  isLowEndDevice,
  isSlowConnection,
  listBatchSize,
  readDeviceSignals,
} from './device-profile';

const desktop = { memoryGb: 8, cores: 8, effectiveType: '4g' };

describe('device classification', () => {
  it('takes 2 GB of memory or less for a low-end device', () => {
    expect(isLowEndDevice({ ...desktop, memoryGb: 2 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, memoryGb: 1 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, memoryGb: 4 })).toBe(false);
  });

  it('takes a 3g or slower connection for a low-end device', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      expect(isLowEndDevice({ ...desktop, effectiveType })).toBe(true);
    }
    expect(isLowEndDevice({ ...desktop, effectiveType: '4g' })).toBe(false);
  });

  it('takes 2 cores or fewer for a low-end device', () => {
    expect(isLowEndDevice({ ...desktop, cores: 2 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, cores: 1 })).toBe(true);
    expect(isLowEndDevice({ ...desktop, cores: 4 })).toBe(false);
  });

  it('does not call a device low-end for what its browser does not tell (Safari, Firefox)', () => {
    expect(isLowEndDevice({})).toBe(false);
    expect(isLowEndDevice({ cores: 8 })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(listBatchSize({})).toBe(500);
    expect(listBatchSize({ cores: 8 })).toBe(500);
  });

  it('recommends 100 items per batch on a 2 GB device, 250 on 4 GB and 500 on 8 GB', () => {
    expect(listBatchSize({ ...desktop, memoryGb: 2 })).toBe(100);
    expect(listBatchSize({ ...desktop, memoryGb: 4 })).toBe(250);
    expect(listBatchSize({ ...desktop, memoryGb: 8 })).toBe(500);
  });

  it('recommends 100 items per batch on any low-end device, whatever its memory', () => {
    expect(listBatchSize({ ...desktop, cores: 2 })).toBe(100);
    expect(listBatchSize({ ...desktop, effectiveType: '3g' })).toBe(100);
  });

  it('takes a 3g or slower connection, or Data Saver, for a slow connection', () => {
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    // A weak phone on a good network still gets its prefetches.
    expect(isSlowConnection({ memoryGb: 1, cores: 1, effectiveType: '4g' })).toBe(false);
  });
});

describe('the profile the page adapts to', () => {
  it('is a batch of 100 without prefetching for a cheap phone on 3G', () => {
    expect(deviceProfileOf({ memoryGb: 1, cores: 4, effectiveType: '3g' })).toEqual({
      listBatchSize: 100,
      slowConnection: true,
    });
  });

  it('is a batch of 500 with prefetching for a desktop', () => {
    expect(deviceProfileOf(desktop)).toEqual({ listBatchSize: 500, slowConnection: false });
  });
});

describe('reading the browser', () => {
  it("reads Chromium's memory, cores and connection", () => {
    expect(
      readDeviceSignals({
        deviceMemory: 4,
        hardwareConcurrency: 8,
        connection: { effectiveType: '3g', saveData: true },
      }),
    ).toEqual({ memoryGb: 4, cores: 8, effectiveType: '3g', saveData: true });
  });

  it('leaves out what a browser lacks or reports oddly', () => {
    expect(readDeviceSignals({ hardwareConcurrency: 4 })).toEqual({ cores: 4 });
    expect(
      readDeviceSignals({ deviceMemory: '2', hardwareConcurrency: 0, connection: null }),
    ).toEqual({});
    expect(readDeviceSignals({ connection: { effectiveType: 3 } })).toEqual({});
  });
});
