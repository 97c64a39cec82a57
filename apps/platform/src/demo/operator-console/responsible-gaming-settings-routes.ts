import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  REGULATED_MAX_IDLE_MINUTES,
  responsibleGamingSettingsSchema,
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

const settings = responsibleGamingSettingsSchema.shape;

/** The form's fields, as numbers typed in a form; the idle bound follows the tenant's regime. */
function settingsInputSchema(regulated: boolean) {
  const idle = settings.idle_minutes.unwrap();
  return z.object({
    idle_minutes: z.coerce.number().pipe(regulated ? idle.max(REGULATED_MAX_IDLE_MINUTES) : idle),
    cooling_off_minutes: z.coerce.number().pipe(settings.cooling_off_minutes.unwrap()),
  });
}

export type ResponsibleGamingSettingsInput = z.infer<ReturnType<typeof settingsInputSchema>>;

export const responsibleGamingSettingsRoutes: FastifyPluginAsync<{
  services: TenantServices;
}> = async (app, { services }) => {
  app.post('/demo/console/responsible-gaming/settings', async (request) => {
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
    return {
      message: t(locale, 'responsible_gaming_settings_saved', {
        idle: input.idle_minutes,
        cooling: input.cooling_off_minutes,
      }),
      responsible_gaming: { ...tenant.config.responsible_gaming, ...input },
    };
  });
};
