import type { FastifyPluginAsync } from 'fastify';
import { rankingQuerySchema } from '@vitrine/contract/ranking.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { optionalUser } from '../accounts/session.ts';
import { rankingFor } from './ranking-service.ts';

/** §7 `GET /ranking`: guests and players alike; a bearer token adds the player's own standing. */
export const rankingRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, publicUrl, clock } = services;

  app.get('/ranking', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { period } = parseInput(rankingQuerySchema, request.query, locale);
    const viewer = await optionalUser(services, request);
    return rankingFor(db, tenant, publicUrl, {
      period,
      viewer: viewer ? { id: viewer.user.id, totalBet: viewer.user.totalBet } : null,
      locale,
      now: clock(),
    });
  });
};
