import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** `POST /auth/request-password-change` while signed in. */
export async function changePassword(client: HttpClient, body: PasswordChange): Promise<void> {
  await client.post('/auth/request-password-change', {
    body,
    schema: messageResponseSchema,
    reportErrors: false,
  });
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: PasswordChange) => changePassword(client, body) });
}
