import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';
import { sessionUserSchema, type SessionUser } from '../model/session-user';
import { sessionKeys } from './session-keys';

const meResponseSchema = z.object({ data: sessionUserSchema });

/** `GET /auth/me`: the signed-in user, checked against the server. */
export async function getMe(client: HttpClient, signal?: AbortSignal): Promise<SessionUser> {
  const response = await client.get('/auth/me', { schema: meResponseSchema, signal });
  return response.data;
}

export function meQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => getMe(client, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
