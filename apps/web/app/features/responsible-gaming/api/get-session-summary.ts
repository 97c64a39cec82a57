import type { SessionSummary } from '@vitrine/contract/responsible-gaming.ts';
import type { HttpClient } from '~/lib/http/http-client';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/** `GET /responsible-gaming/session` (signed in): this session's minutes and net result. */
export async function getSessionSummary(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<SessionSummary> {
  const { sessionSummarySchema } = await schemas();
  return client.get('/responsible-gaming/session', {
    schema: sessionSummarySchema,
    reportErrors: false,
    signal,
  });
}
