import type { HttpClient } from '~/lib/http/http-client';

/** `GET /auth/logout`: revokes the token on the server. */
export async function logout(client: HttpClient): Promise<void> {
  await client.get('/auth/logout', { timeoutMs: 5_000 });
}
