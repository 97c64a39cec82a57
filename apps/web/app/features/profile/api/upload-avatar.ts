import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useApplyUser } from '../hooks/use-apply-user';
import { postUserUpdate } from './post-user-update';

/** `POST /profile/uploadAvatar` (multipart `avatar`): answers the user with the new picture. */
export async function uploadAvatar(client: HttpClient, file: File): Promise<User> {
  const formData = new FormData();
  formData.append('avatar', file);
  return postUserUpdate(client, '/profile/uploadAvatar', {
    formData,
    // Uploads are larger than a JSON call; a slow mobile link needs longer than the default.
    timeoutMs: 60_000,
  });
}

export function useUploadAvatar() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(client, file),
    onSuccess: applyUser,
  });
}
