import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import type { Locale } from '~/core/i18n/config';
import { useApplyUser } from '../hooks/use-apply-user';
import { postUserUpdate } from './post-user-update';

/** `POST /profile/updateLanguage`: the language of the player's messages (e-mails, SMS). */
export async function updateLanguage(client: HttpClient, language: Locale): Promise<User> {
  return postUserUpdate(client, '/profile/updateLanguage', { body: { language } });
}

export function useUpdateLanguage() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (language: Locale) => updateLanguage(client, language),
    onSuccess: applyUser,
  });
}
