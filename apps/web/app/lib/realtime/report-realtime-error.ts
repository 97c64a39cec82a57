import type { RealtimeError } from './realtime-types';

function describe(error: RealtimeError): string {
  switch (error.kind) {
    case 'subscription':
      return `subscription to ${error.channel} refused (status ${error.status ?? 'unknown'})`;
    case 'sign-in':
      return `user sign-in refused (status ${error.status ?? 'unknown'})`;
    case 'invalid-event':
      return `${error.event} on the ${error.channel} channel does not match the contract; dropped`;
    case 'unavailable':
      return 'the realtime client could not start; live features are off';
  }
}

/** §8: realtime errors are reported — on the console and to `onError` — and never thrown. */
export function reportRealtimeError(
  error: RealtimeError,
  onError?: (error: RealtimeError) => void,
): void {
  console.warn(`[realtime] ${describe(error)}`, error);
  onError?.(error);
}
