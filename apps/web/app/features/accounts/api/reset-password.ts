import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';
import type { CodeChannel } from '@vitrine/contract/account-constants.ts';

/** `POST /auth/reset-password`: the new password, proven by the recovery code. */
export async function resetPassword(
  client: HttpClient,
  body: {
    channel: CodeChannel;
    to: string;
    code: string;
    password: string;
    password_confirmation: string;
  },
): Promise<void> {
  await client.post('/auth/reset-password', {
    body,
    schema: z.object({ message: z.string() }),
    reportErrors: false,
  });
}
