import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  REGULATED_MAX_IDLE_MINUTES,
  type ResponsibleGamingSettingsChangeResponse,
  responsibleGamingSettingsChangeSchema,
} from '@vitrine/contract/site-config.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

// The console's responsible-gaming settings (docs/design/responsible-gaming.md "Tenant settings"):
// the operator sets the cooling-off of a looser limit and the idle minutes before the password is
// asked again. A regulated tenant asks again after at most 30 minutes (Portaria SPA/MF 722/2024).

/** The form's fields; on a regulated tenant the idle minutes stop at 30. */
function settingsInputSchema(regulated: boolean) {
  if (!regulated) return responsibleGamingSettingsChangeSchema;
  return responsibleGamingSettingsChangeSchema.extend({
    idle_minutes: responsibleGamingSettingsChangeSchema.shape.idle_minutes.pipe(
      z.number().max(REGULATED_MAX_IDLE_MINUTES),
    ),
  });
}

export const responsibleGamingSettingsRoutes: FastifyPluginAsync<{
  services: TenantServices;
}> = async (app, { services }) => {
  app.post(
    '/demo/console/responsible-gaming/settings',
    async (request): Promise<ResponsibleGamingSettingsChangeResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(
        settingsInputSchema(tenant.config.is_regulated),
        bodyOf(request),
        locale,
      );
      // One statement: the other settings of the tenant, and any other key of its config, stay.
      await services.db
        .update(tenants)
        .set({
          config: sql`jsonb_set(${tenants.config}, '{responsible_gaming}', coalesce(${tenants.config} -> 'responsible_gaming', '{}'::jsonb) || ${JSON.stringify(input)}::jsonb)`,
        })
        .where(eq(tenants.id, tenant.id));
      services.tenants.forget(tenant.slug);
      return {
        message: t(locale, 'responsible_gaming_settings_saved', {
          idle: input.idle_minutes,
          cooling: input.cooling_off_minutes,
        }),
        responsible_gaming: { ...tenant.config.responsible_gaming, ...input },
      };
    },
  );
};
