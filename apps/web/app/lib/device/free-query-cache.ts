import { partialMatchKey, type QueryClient, type QueryKey, skipToken } from '@tanstack/react-query';

/**
 * Frees the server answers no screen is using (§9 cache cleanup under memory pressure): inactive,
 * idle queries are removed and fetched again if a screen asks for them later. Kept: the queries
 * under `keep` (the player's session and wallet), and those that hold state built on the page
 * rather than fetched (`skipToken`: the live bet feed), which could not be had again.
 */
export function freeUnusedQueries(queryClient: QueryClient, keep: readonly QueryKey[]): number {
  const cache = queryClient.getQueryCache();
  let freed = 0;
  for (const query of cache.findAll({ type: 'inactive', fetchStatus: 'idle' })) {
    if (query.options.queryFn === skipToken) continue;
    if (keep.some((root) => partialMatchKey(query.queryKey, root))) continue;
    cache.remove(query);
    freed += 1;
  }
  return freed;
}
