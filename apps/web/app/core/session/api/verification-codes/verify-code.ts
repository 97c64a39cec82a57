import type { CodeChannel, CodePurpose } from '@vitrine/contract/account-constants.ts';
import type { CodeVerified } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

export interface VerifyCodeBody {
  channel: CodeChannel;
  /** The e-mail or the phone (E.164) the code was sent to. */
  to: string;
  code: string;
  purpose: CodePurpose;
}

/**
 * `POST /auth/verify-code`: checks a code sent for registration, verification or recovery; with
 * purpose `verify` the answer may carry the player with the contact now verified.
 */
export async function verifyCode(client: HttpClient, body: VerifyCodeBody): Promise<CodeVerified> {
  const { verifyCodeResponseSchema } = await import('@vitrine/contract/accounts.ts');
  return client.post('/auth/verify-code', {
    body,
    schema: verifyCodeResponseSchema,
    reportErrors: false,
  });
}
