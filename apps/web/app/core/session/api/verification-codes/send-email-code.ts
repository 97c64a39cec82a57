import type { CodePurpose } from '@vitrine/contract/account-constants.ts';
import type { CodeSent } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

// The code calls are shared by registration (session) and the profile's contact checks: one file
// per endpoint here, each feature composing its own hook around it.

/** `POST /auth/verify-email`: e-mails a 6-digit code, for registering or verifying the address. */
export async function sendEmailCode(
  client: HttpClient,
  body: { email: string; purpose: Exclude<CodePurpose, 'recovery'> },
): Promise<CodeSent> {
  // The schema loads with the call, not with the page that offers it.
  const { codeSentResponseSchema } = await import('@vitrine/contract/accounts.ts');
  return client.post('/auth/verify-email', {
    body,
    schema: codeSentResponseSchema,
    reportErrors: false,
  });
}
