import { useMutation } from '@tanstack/react-query';
import { userResponseSchema, type User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import type { Locale } from '~/i18n/config';
import { useApplyUser } from '../hooks/use-apply-user';

/** `POST /profile/updateLanguage`: the language of the player's messages (e-mails, SMS). */
export async function updateLanguage(client: HttpClient, language: Locale): Promise<User> {
  const response = await client.post('/profile/updateLanguage', {
    body: { language },
    schema: userResponseSchema,
    reportErrors: false,
  });
  return response.data;
}

export function useUpdateLanguage() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (language: Locale) => updateLanguage(client, language),
    onSuccess: applyUser,
  });
}
