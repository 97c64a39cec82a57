import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useApplyUser } from '../hooks/use-apply-user';
import { postUserUpdate } from './post-user-update';

/** `POST /profile/updateName` with a full name (§5 fullName, checked by the form first). */
export async function updateName(client: HttpClient, name: string): Promise<User> {
  return postUserUpdate(client, '/profile/updateName', { body: { name } });
}

export function useUpdateName() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (name: string) => updateName(client, name),
    onSuccess: applyUser,
  });
}
