import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingPeriod, RankingResponse } from '@vitrine/contract/ranking.ts';
import { useSessionState } from '~/core/session/session-context';
import { usePlayerReady } from '~/core/session/hooks/use-player-ready';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { rankingKeys, rankingSchemas } from './ranking-keys';

/**
 * `GET /ranking` (guest or signed in): the VIP ladder, the period's leaderboard and, for a player,
 * their own standing. The page says why it failed in its own words, with a retry.
 */
export async function getRanking(
  client: HttpClient,
  period: RankingPeriod,
  signal?: AbortSignal,
): Promise<RankingResponse> {
  const { rankingResponseSchema } = await rankingSchemas();
  return client.get('/ranking', {
    query: { period },
    schema: rankingResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function rankingOptions(
  client: HttpClient,
  period: RankingPeriod,
  viewer: 'guest' | 'player',
) {
  return queryOptions({
    queryKey: rankingKeys.period(period, viewer),
    queryFn: ({ signal }) => getRanking(client, period, signal),
    // The leaderboard moves with every settled bet; a minute old is fresh enough to read.
    staleTime: STALE.MINUTES.ONE,
  });
}

/**
 * The ranking as the viewer may see it: a guest's at once, a player's once the API client holds
 * their token (before, the answer would be a guest's). Nothing while the session is unknown.
 */
export function useRanking(period: RankingPeriod) {
  const client = useApiClient();
  const guest = useSessionState((state) => state.status === 'guest');
  const ready = usePlayerReady();
  const viewer = ready ? 'player' : 'guest';
  return useQuery({
    ...rankingOptions(client, period, viewer),
    enabled: guest || ready,
    // The ladder stays on the page while the other period's leaderboard loads.
    placeholderData: keepPreviousData,
  });
}
