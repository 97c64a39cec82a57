import type { HttpClient } from '~/lib/http/http-client';
import { sessionAuthResponseSchema } from '~/core/session/model/session-user';
import type { SignInOutcome } from './login';

/** `POST /auth/google` with the ID token from Google Identity Services. */
export async function loginWithGoogle(client: HttpClient, idToken: string): Promise<SignInOutcome> {
  const response = await client.post('/auth/google', {
    body: { idToken },
    schema: sessionAuthResponseSchema,
  });
  return { kind: 'signed-in', user: response.data, token: response.token };
}
