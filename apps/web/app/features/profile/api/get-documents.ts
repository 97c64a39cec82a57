import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsStatusResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { profileKeys } from './profile-keys';

export type DocumentsStatus = z.output<typeof documentsStatusResponseSchema>;

/** `GET /documents/status`: the documents sent so far and the account's KYC status. */
export function getDocuments(client: HttpClient, signal?: AbortSignal): Promise<DocumentsStatus> {
  return client.get('/documents/status', { schema: documentsStatusResponseSchema, signal });
}

export function documentsQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: profileKeys.documents(),
    queryFn: ({ signal }) => getDocuments(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useDocuments() {
  const client = useApiClient();
  const { ready } = usePlayerSession();
  return useQuery({ ...documentsQueryOptions(client), enabled: ready });
}
