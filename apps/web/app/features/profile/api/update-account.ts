import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useApplyUser } from '../hooks/use-apply-user';
import { postUserUpdate } from './post-user-update';

/** The e-mail or the phone (`username`, E.164). */
export type AccountUpdate = { email: string } | { username: string };

/** `POST /auth/update`: a changed e-mail or phone comes back unverified. */
export async function updateAccount(client: HttpClient, body: AccountUpdate): Promise<User> {
  return postUserUpdate(client, '/auth/update', { body });
}

export function useUpdateAccount() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (body: AccountUpdate) => updateAccount(client, body),
    onSuccess: applyUser,
  });
}
