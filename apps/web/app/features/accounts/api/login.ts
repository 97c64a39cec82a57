import { z } from 'zod';
import type { HttpClient } from '~/lib/http/http-client';
import { isHttpError } from '~/lib/http/http-error';
import { sessionAuthResponseSchema, type SessionUser } from '~/core/session/model/session-user';
import type { SelfExclusionPeriod } from '~/core/session/stores/session-store';

const selfExcludedSchema = z.object({
  selfExcluded: z.literal(true),
  start_at: z.string(),
  // Null: an indefinite self-exclusion (docs/design/responsible-gaming.md).
  end_at: z.string().nullable(),
});

export type SignInOutcome =
  | { kind: 'signed-in'; user: SessionUser; token: string }
  | { kind: 'self-excluded'; period: SelfExclusionPeriod };

export interface LoginBody {
  username: string;
  password: string;
  cpf?: string;
  email?: string;
}

/** `POST /auth/login`. A self-excluded player is refused with the period (§3 "Auth response"). */
export async function login(client: HttpClient, body: LoginBody): Promise<SignInOutcome> {
  try {
    const response = await client.post('/auth/login', {
      body,
      schema: sessionAuthResponseSchema,
      reportErrors: false,
    });
    return { kind: 'signed-in', user: response.data, token: response.token };
  } catch (error) {
    const refusal = isHttpError(error) ? selfExcludedSchema.safeParse(error.data) : null;
    if (refusal?.success) {
      return {
        kind: 'self-excluded',
        period: { start_at: refusal.data.start_at, end_at: refusal.data.end_at },
      };
    }
    throw error;
  }
}
