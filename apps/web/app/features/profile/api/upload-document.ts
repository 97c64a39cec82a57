import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Document,
  documentResponseSchema,
  type DocumentType,
} from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { profileKeys } from './profile-keys';

/** `POST /documents/upload` (multipart `document` and `type`): the new document is pending. */
export async function uploadDocument(
  client: HttpClient,
  upload: { type: DocumentType; file: File },
): Promise<Document> {
  const formData = new FormData();
  formData.append('type', upload.type);
  formData.append('document', upload.file);
  const response = await client.post('/documents/upload', {
    formData,
    schema: documentResponseSchema,
    reportErrors: false,
    // A 5 MB photo over a mobile link takes longer than a JSON call.
    timeoutMs: 120_000,
  });
  return response.data;
}

export function useUploadDocument() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: { type: DocumentType; file: File }) => uploadDocument(client, upload),
    // The list and the user's kyc_status both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
