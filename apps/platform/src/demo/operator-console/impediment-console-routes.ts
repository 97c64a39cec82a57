import type { FastifyPluginAsync } from 'fastify';
import { t } from '../../http/messages.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { sweepTenantImpediments } from '../../modules/responsible-gaming/impediment-sweep-service.ts';

/**
 * Demo mode's operator console: "Reconsultar a base" runs the 15-day impediment sweep for this
 * tenant now (docs/design/responsible-gaming.md "The impediment directory"). Running it again
 * asks no one twice: whoever was just asked is no longer due.
 */
export const impedimentConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/demo/console/impediment-sweep',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const report = await sweepTenantImpediments(services, currentTenant(request), request.log);
      return { message: t(locale, 'impediment_sweep_done', { ...report }), report };
    },
  );
};
