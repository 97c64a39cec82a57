import { useMutation } from '@tanstack/react-query';
import { codeSentResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

export type CodeSent = z.output<typeof codeSentResponseSchema>;

/** `POST /auth/verify-email` with purpose `verify`: e-mails a 6-digit code to the player. */
export function sendEmailCode(client: HttpClient, email: string): Promise<CodeSent> {
  return client.post('/auth/verify-email', {
    body: { email, purpose: 'verify' },
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
}

export function useSendEmailCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: (email: string) => sendEmailCode(client, email) });
}
