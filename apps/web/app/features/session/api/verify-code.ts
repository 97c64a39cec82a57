import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';
import type { CodeChannel } from '@vitrine/contract/account-constants.ts';

const verifiedSchema = z.object({ valid: z.literal(true) });

/** `POST /auth/verify-code`: checks a code sent for registration, verification or recovery. */
export async function verifyCode(
  client: HttpClient,
  body: {
    channel: CodeChannel;
    to: string;
    code: string;
    purpose: 'register' | 'verify' | 'recovery';
  },
): Promise<void> {
  await client.post('/auth/verify-code', { body, schema: verifiedSchema, reportErrors: false });
}
