import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { profileKeys } from './profile-keys';

export type VipStatus = z.output<typeof vipResponseSchema>['data'];

/** `GET /profile/vip`: the level, the totalBet so far, and the current and next ranks. */
export async function getVip(client: HttpClient, signal?: AbortSignal): Promise<VipStatus> {
  const response = await client.get('/profile/vip', { schema: vipResponseSchema, signal });
  return response.data;
}

export function vipQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.vip(),
    queryFn: ({ signal }) => getVip(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}

export function useVip() {
  const client = useApiClient();
  const { ready } = usePlayerSession();
  return useQuery({ ...vipQueryOptions(client), enabled: ready });
}
