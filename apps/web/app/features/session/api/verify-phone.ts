import { codeSentResponseSchema } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

/** `POST /auth/verify-phone` with purpose `register` (`reg_phone`): sends the code by SMS. */
export async function sendRegistrationSmsCode(
  client: HttpClient,
  username: string,
): Promise<{ resendAfterSeconds: number }> {
  const response = await client.post('/auth/verify-phone', {
    body: { username, purpose: 'register' },
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
  return { resendAfterSeconds: response.resend_after };
}
