import { useMutation } from '@tanstack/react-query';
import { codeSentResponseSchema } from '@vitrine/contract/accounts.ts';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

export type CodeSent = z.output<typeof codeSentResponseSchema>;

/** `POST /auth/verify-phone` with purpose `verify`: sends a 6-digit code by SMS. */
export function sendPhoneCode(client: HttpClient, phone: string): Promise<CodeSent> {
  return client.post('/auth/verify-phone', {
    body: { username: phone, purpose: 'verify' },
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
}

export function useSendPhoneCode() {
  const client = useApiClient();
  return useMutation({ mutationFn: (phone: string) => sendPhoneCode(client, phone) });
}
