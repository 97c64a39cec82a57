import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileShowResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { profileKeys } from './profile-keys';

export type PublicProfile = z.output<typeof profileShowResponseSchema>['data'];

/**
 * `POST /profile/show`: a player's profile as others see it. A read, although a POST: each part
 * the player's privacy settings hide is absent from the answer.
 */
export async function getPublicProfile(
  client: HttpClient,
  userId: number,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  const response = await client.post('/profile/show', {
    body: { user_id: userId },
    schema: profileShowResponseSchema,
    signal,
  });
  return response.data;
}

export function publicProfileQueryOptions(client: HttpClient, userId: number) {
  return queryOptions({
    queryKey: profileKeys.publicProfile(userId),
    queryFn: ({ signal }) => getPublicProfile(client, userId, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function usePublicProfile(userId: number, options: { enabled: boolean }) {
  const client = useApiClient();
  return useQuery({ ...publicProfileQueryOptions(client, userId), enabled: options.enabled });
}
