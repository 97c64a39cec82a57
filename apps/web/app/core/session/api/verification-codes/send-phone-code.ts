import type { CodePurpose } from '@vitrine/contract/account-constants.ts';
import type { CodeSent } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

/** `POST /auth/verify-phone`: sends a 6-digit code by SMS to `username` (the phone, E.164). */
export async function sendPhoneCode(
  client: HttpClient,
  body: { username: string; purpose: Exclude<CodePurpose, 'recovery'> },
): Promise<CodeSent> {
  const { codeSentResponseSchema } = await import('@vitrine/contract/accounts.ts');
  return client.post('/auth/verify-phone', {
    body,
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
}
