import type { FastifyPluginAsync } from 'fastify';
import type { SessionSummary } from '@vitrine/contract/responsible-gaming.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { requireUser, sessionStateOf } from '../accounts/session.ts';
import { netResultSince } from './session-activity-service.ts';

/**
 * The session's summary for the reminder (issue 35; docs/design/responsible-gaming.md "Session
 * activity"): since when, how many minutes, and the net result of play.
 */
export const sessionRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.get('/responsible-gaming/session', async (request): Promise<SessionSummary> => {
    const { user, tokenCreatedAt } = await requireUser(services, request);
    const now = clock();
    // A reminder's read marked as background starts no stretch: the session is then the token's.
    const startedAt = sessionStateOf(request)?.stretch?.startedAt ?? tokenCreatedAt;
    const player = { tenantId: user.tenantId, userId: user.id };
    return {
      started_at: startedAt.toISOString(),
      minutes: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
      net_result: await netResultSince(db, player, startedAt),
    };
  });
};
