import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';

export type CodeChannel = 'email' | 'sms';

const codeSentSchema = z.object({
  message: z.string().optional(),
  resend_after: z.number().int().nonnegative().default(20),
});

/** `POST /auth/recover-password`: sends a recovery code by e-mail or SMS. */
export async function recoverPassword(
  client: HttpClient,
  body: { channel: CodeChannel; to: string },
): Promise<{ resendAfterSeconds: number }> {
  const response = await client.post('/auth/recover-password', {
    body,
    schema: codeSentSchema,
    reportErrors: false,
  });
  return { resendAfterSeconds: response.resend_after };
}
