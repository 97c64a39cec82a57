import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mission } from '@vitrine/contract/missions.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { missionKeys } from './mission-keys';

// The schema loads with the first call: zod stays out of the first load.
const missionSchemas = () => import('@vitrine/contract/missions.ts');

/** `GET /missions` (guest or player): a guest's are the guest-visible ones, always `available`. */
export async function getMissions(client: HttpClient, signal?: AbortSignal): Promise<Mission[]> {
  const { missionListSchema } = await missionSchemas();
  const response = await client.get('/missions', {
    schema: missionListSchema,
    // The widgets stay away when the list fails; the page says so itself.
    reportErrors: false,
    signal,
  });
  return response.data;
}

export function missionsQueryOptions(client: HttpClient, viewer: string) {
  return queryOptions({
    queryKey: missionKeys.list(viewer),
    queryFn: ({ signal }) => getMissions(client, signal),
    // Progress moves with play; `MissionAssigned` refreshes it live in between.
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The viewer's missions; `enabled` once the API client holds a player's token (or for a guest). */
export function useMissions(viewer: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...missionsQueryOptions(client, viewer), enabled });
}
