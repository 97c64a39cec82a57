import { messageResponseSchema } from '@vitrine/contract/accounts.ts';
import type { HttpClient } from '~/lib/http/http-client';

/**
 * `POST /auth/confirm-password`: confirms the session again after the tenant's idle minutes
 * (Portaria SPA/MF 722/2024). A wrong password is a 422 with `errors.password`; the dialog shows it.
 */
export async function confirmPassword(client: HttpClient, password: string): Promise<void> {
  await client.post('/auth/confirm-password', {
    body: { password },
    schema: messageResponseSchema,
    reportErrors: false,
  });
}
