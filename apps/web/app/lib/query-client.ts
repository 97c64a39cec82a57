import { QueryClient } from '@tanstack/react-query';

/** Named stale times instead of literals (a house rule). */
export const STALE = {
  SECONDS: { THIRTY: 30_000 },
  MINUTES: { ONE: 60_000, FIVE: 300_000 },
  INFINITY: Number.POSITIVE_INFINITY,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The http client retries by the rules of §7 already; the cache must not retry again.
      queries: { staleTime: STALE.SECONDS.THIRTY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
