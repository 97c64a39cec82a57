import type { CodeChannel } from '@vitrine/contract/account-constants.ts';
import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';

const codeSentSchema = z.object({
  message: z.string().optional(),
  resend_after: z.number().int().nonnegative().optional(),
});

/** `POST /auth/recover-password`: sends a recovery code by e-mail or SMS. */
export async function recoverPassword(
  client: HttpClient,
  body: { channel: CodeChannel; to: string },
): Promise<{ resendAfterSeconds: number | undefined }> {
  const response = await client.post('/auth/recover-password', {
    body,
    schema: codeSentSchema,
    reportErrors: false,
  });
  return { resendAfterSeconds: response.resend_after };
}
