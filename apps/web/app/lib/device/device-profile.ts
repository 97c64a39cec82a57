// §9 "Device adaptation" (docs/product/tenant-and-shell.md): what the page adapts to a cheap phone
// or a slow network. The signals are Chromium's (deviceMemory, connection); where a browser lacks
// one (Safari, Firefox) it says nothing, and an unknown never makes a device low-end by itself.
import type { DeviceProfile, ListBatchSize } from './device-store';

/** What the browser tells about the device; absent where it does not. */
export interface DeviceSignals {
  /** Gigabytes of memory, rounded by the browser (`navigator.deviceMemory`). */
  memoryGb?: number;
  /** Logical processors (`navigator.hardwareConcurrency`). */
  cores?: number;
  /** `navigator.connection.effectiveType`: 'slow-2g', '2g', '3g' or '4g'. */
  effectiveType?: string;
  /** `navigator.connection.saveData`: the player asked for less data. */
  saveData?: boolean;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

/** Low-end: 2 GB of memory or less, a 3g or slower connection, or 2 cores or fewer. */
export function isLowEndDevice(signals: DeviceSignals): boolean {
  return (
    (signals.memoryGb !== undefined && signals.memoryGb <= 2) ||
    (signals.effectiveType !== undefined && SLOW_CONNECTIONS.has(signals.effectiveType)) ||
    (signals.cores !== undefined && signals.cores <= 2)
  );
}

/** A 3g or slower connection, or one the player asked to spare (Data Saver). */
export function isSlowConnection(signals: DeviceSignals): boolean {
  return (
    signals.saveData === true ||
    (signals.effectiveType !== undefined && SLOW_CONNECTIONS.has(signals.effectiveType))
  );
}

/** §9 Device adaptation, batch size: list items rendered per batch — 100, 250 or 500. */
export function listBatchSize(signals: DeviceSignals): ListBatchSize {
  if (isLowEndDevice(signals)) return 100;
  if (signals.memoryGb !== undefined && signals.memoryGb <= 4) return 250;
  return 500;
}

/** The part of `navigator` read here; every member optional, as browsers differ. */
export interface NavigatorSignals {
  deviceMemory?: unknown;
  hardwareConcurrency?: unknown;
  connection?: unknown;
}

const positiveNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The browser's signals, read by shape (non-standard APIs: nothing about them is trusted). */
export function readDeviceSignals(nav: NavigatorSignals): DeviceSignals {
  const signals: DeviceSignals = {};
  const memoryGb = positiveNumber(nav.deviceMemory);
  if (memoryGb !== undefined) signals.memoryGb = memoryGb;
  const cores = positiveNumber(nav.hardwareConcurrency);
  if (cores !== undefined) signals.cores = cores;
  const connection = nav.connection;
  if (typeof connection === 'object' && connection !== null) {
    if ('effectiveType' in connection && typeof connection.effectiveType === 'string') {
      signals.effectiveType = connection.effectiveType;
    }
    if ('saveData' in connection && connection.saveData === true) signals.saveData = true;
  }
  return signals;
}

/** What the page adapts to, from what the browser tells. */
export function deviceProfileOf(signals: DeviceSignals): DeviceProfile {
  return { listBatchSize: listBatchSize(signals), slowConnection: isSlowConnection(signals) };
}
