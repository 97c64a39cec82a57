import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { onIdle } from '../idle';

// What the page adapts to the device (§9 "Device adaptation"). This store is all that lists, cards
// and idle prefetches load with the page; the device is classified after the first paint
// (device-adaptation, with the idle layer), which sets it. Until then, and always on the server,
// the defaults hold.

export type ListBatchSize = 100 | 250 | 500;

export interface DeviceProfile {
  /** §9 "Device adaptation": how many list items are rendered per batch (100, 250 or 500). */
  listBatchSize: ListBatchSize;
  /** A 3g-or-slower or data-saving connection: nothing is fetched ahead of need. */
  slowConnection: boolean;
}

export const UNKNOWN_DEVICE: DeviceProfile = { listBatchSize: 500, slowConnection: false };

/** Null until the device is classified. */
let profile: DeviceProfile | null = null;
const listeners = new Set<() => void>();

export function setDeviceProfile(next: DeviceProfile | null): void {
  profile = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A value of the device's profile: the default on the server, while hydrating and until the device
 * is classified, then the device's own. Set in a transition, not a store read: the classification
 * may arrive while the page hydrates (docs/performance.md "No urgent work over a hydrating page").
 * Nothing reads these for correctness, only for how much to render or fetch ahead.
 */
function useDeviceValue<T>(read: (device: DeviceProfile) => T): T {
  const [value, setValue] = useState(() => read(UNKNOWN_DEVICE));
  const readValue = useEffectEvent(() => read(profile ?? UNKNOWN_DEVICE));
  useEffect(() => {
    const follow = () => startTransition(() => setValue(readValue()));
    follow();
    return subscribe(follow);
  }, []);
  return value;
}

const listBatchSizeOf = (device: DeviceProfile) => device.listBatchSize;
const slowConnectionOf = (device: DeviceProfile) => device.slowConnection;

/** The device's batch size once known; the default on the server and while hydrating. */
export function useListBatchSize(): ListBatchSize {
  return useDeviceValue(listBatchSizeOf);
}

export function useSlowConnection(): boolean {
  return useDeviceValue(slowConnectionOf);
}

/**
 * docs/product/tenant-and-shell.md "§9 Layout": modals and route modules are prefetched when the
 * page is idle — once the device is known, and never on a slow connection (§9), where the bytes go
 * to what the player asked for and the code loads when used. Until the returned cancel.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  let cancelIdle = () => {};
  const unsubscribe = subscribe(() => start());
  function start() {
    if (!profile) return;
    unsubscribe();
    if (!profile.slowConnection) cancelIdle = onIdle(() => void load());
  }
  start();
  return () => {
    unsubscribe();
    cancelIdle();
  };
}
