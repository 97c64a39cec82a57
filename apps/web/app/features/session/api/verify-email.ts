import { codeSentResponseSchema } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

/** `POST /auth/verify-email` with purpose `register`: sends the registration code by e-mail. */
export async function sendRegistrationEmailCode(
  client: HttpClient,
  email: string,
): Promise<{ resendAfterSeconds: number }> {
  const response = await client.post('/auth/verify-email', {
    body: { email, purpose: 'register' },
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
  return { resendAfterSeconds: response.resend_after };
}
