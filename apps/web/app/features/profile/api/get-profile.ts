import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { profileKeys } from './profile-keys';

export type ProfileResponse = z.output<typeof profileResponseSchema>;

/** `GET /profile`: the player, the wallet and the first page of transactions. */
export function getProfile(client: HttpClient, signal?: AbortSignal): Promise<ProfileResponse> {
  return client.get('/profile', { schema: profileResponseSchema, signal });
}

export function profileQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useProfile() {
  const client = useApiClient();
  const { ready } = usePlayerSession();
  return useQuery({ ...profileQueryOptions(client), enabled: ready });
}
