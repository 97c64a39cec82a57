import { create } from 'zustand';
import type { HttpClientConfig } from './http-client';
import type { ErrorReport } from './http-error';

// §8 "Response handling": the current global error and the consecutive network-failure counter.
export interface HttpErrorState {
  current: ErrorReport | null;
  networkFailures: number;
  report(report: ErrorReport): void;
  recordNetworkFailure(): void;
  recordSuccess(): void;
  clear(): void;
}

export const useHttpErrorStore = create<HttpErrorState>()((set) => ({
  current: null,
  networkFailures: 0,
  report: (report) => set({ current: report }),
  recordNetworkFailure: () => set((state) => ({ networkFailures: state.networkFailures + 1 })),
  // Every successful call lands here: leave the state untouched when there is nothing to reset.
  recordSuccess: () =>
    set((state) => (state.networkFailures === 0 ? state : { networkFailures: 0 })),
  clear: () => set({ current: null }),
}));

/** The callbacks that connect `createHttpClient` to this store. */
export const httpErrorStoreCallbacks: Pick<
  HttpClientConfig,
  'onError' | 'onNetworkFailure' | 'onSuccess'
> = {
  onError: (report) => useHttpErrorStore.getState().report(report),
  onNetworkFailure: () => useHttpErrorStore.getState().recordNetworkFailure(),
  onSuccess: () => useHttpErrorStore.getState().recordSuccess(),
};
