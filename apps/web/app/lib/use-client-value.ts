import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Values only the browser knows (its
 * local time, its history) render once this is true, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
