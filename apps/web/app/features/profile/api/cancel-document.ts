import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Document, documentResponseSchema } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { profileKeys } from './profile-keys';

/** `POST /documents/cancel/{id}`: withdraws a document still pending review. */
export async function cancelDocument(client: HttpClient, id: number): Promise<Document> {
  const response = await client.post(`/documents/cancel/${encodeURIComponent(id)}`, {
    schema: documentResponseSchema,
    reportErrors: false,
  });
  return response.data;
}

export function useCancelDocument() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelDocument(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
