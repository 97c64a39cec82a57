import {
  limitChangeResponseSchema,
  type RegistrationLimits,
} from '@vitrine/contract/responsible-gaming.ts';
import type { HttpClient } from '~/lib/http/http-client';

/**
 * Portaria 2.579/2025: sets the loss limit and the time limit a player without them must have, as
 * two `POST /responsible-gaming/limits` (each idempotent: the client sends an Idempotency-Key).
 */
export async function setRequiredLimits(
  client: HttpClient,
  { loss, time }: RegistrationLimits,
): Promise<void> {
  await client.post('/responsible-gaming/limits', {
    body: { kind: 'loss', period: loss.period, amount: loss.amount },
    schema: limitChangeResponseSchema,
  });
  await client.post('/responsible-gaming/limits', {
    body: { kind: 'time', period: time.period, amount: time.minutes },
    schema: limitChangeResponseSchema,
  });
}
