import { userResponseSchema, type User } from '@vitrine/contract/accounts.ts';
import type { HttpClient, RequestOptions } from '~/lib/http/http-client';

/**
 * A profile write the server answers with the whole changed user. A refusal is for the form to
 * show beside its fields, so it is not reported as the global error.
 */
export async function postUserUpdate(
  client: HttpClient,
  path: string,
  payload: Pick<RequestOptions, 'body' | 'formData' | 'timeoutMs'>,
): Promise<User> {
  const response = await client.post(path, {
    ...payload,
    schema: userResponseSchema,
    reportErrors: false,
  });
  return response.data;
}
