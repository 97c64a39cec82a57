import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type LimitChangeResponse,
  limitChangeRequestSchema,
  type LimitsResponse,
} from '@vitrine/contract/responsible-gaming.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { requireUser } from '../accounts/session.ts';
import { limitLeft, periodWindow } from './limit-periods.ts';
import { moneyUsage } from './limit-usage.ts';
import { changeLimit, limitsOf } from './limits-service.ts';
import { minutesActive } from './session-activity-service.ts';

/** How long a looser limit waits before it applies: the tenant's setting (24 hours by default). */
const coolingOffMinutes = (request: FastifyRequest) =>
  currentTenant(request).config.responsible_gaming.cooling_off_minutes;

/** A player's limits: how each stands, and a change (issue 35). */
export const responsibleGamingRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.get('/responsible-gaming/limits', async (request): Promise<LimitsResponse> => {
    const { user } = await requireUser(services, request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const now = clock();
    const limits = await limitsOf(db, player, now);
    return {
      limits: await Promise.all(
        limits.map(async (limit) => {
          const window = periodWindow(limit.period, now);
          // The time limit counts minutes of activity (session-activity.ts), the others money.
          const used =
            limit.kind === 'time'
              ? await minutesActive(db, player, window)
              : (await moneyUsage(db, player, window))[limit.kind];
          return {
            kind: limit.kind,
            period: limit.period,
            amount: limit.amount,
            used,
            left: limit.amount === null ? null : limitLeft(limit.amount, used),
            resets_at: window.resetsAt.toISOString(),
            pending: limit.pending && {
              amount: limit.pending.amount,
              effective_at: limit.pending.effectiveAt.toISOString(),
            },
          };
        }),
      ),
      cooling_off_minutes: coolingOffMinutes(request),
    };
  });

  app.post(
    '/responsible-gaming/limits',
    { config: { idempotency: 'answer' } },
    async (request): Promise<LimitChangeResponse> => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request);
      const change = parseInput(limitChangeRequestSchema, bodyOf(request), locale);
      const taken = await changeLimit(db, { tenantId: user.tenantId, userId: user.id }, change, {
        now: clock(),
        coolingOffMinutes: coolingOffMinutes(request),
      });
      return { immediate: taken.immediate, effective_at: taken.effectiveAt.toISOString() };
    },
  );
};
