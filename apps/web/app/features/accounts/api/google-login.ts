import type { HttpClient } from '~/lib/http/http-client';
import { sessionAuthResponseSchema } from '~/core/session/model/session-user';
import type { SignInOutcome } from './login';

/**
 * `POST /auth/google` with the ID token from Google Identity Services, and the stored referral
 * code (§2 `ref`) so that a sign-up through Google is attributed too.
 */
export async function loginWithGoogle(
  client: HttpClient,
  idToken: string,
  ref: string | null = null,
): Promise<SignInOutcome> {
  const response = await client.post('/auth/google', {
    body: { idToken, ...(ref ? { ref } : {}) },
    schema: sessionAuthResponseSchema,
  });
  return { kind: 'signed-in', user: response.data, token: response.token };
}
