import { z } from 'zod';
import { REGULATED_MAX_IDLE_MINUTES, siteConfigSchema } from '@vitrine/contract/site-config.ts';

/** A tenant's slug: its storage folder and the last segment of its apiLink (`/t/{slug}`). */
export const tenantSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'invalid tenant')
  .describe('Lower-case letters, digits and hyphens');

/** A file inside a tenant's storage, such as `logo.webp` or `banners/1-desktop.webp`. */
export const storagePathSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/, 'invalid storage path')
  .refine((path) => !path.split('/').includes('..'), 'invalid storage path');

/**
 * The §3 fields stored in `tenants.config`. The rest are derived when served: apiLink, icons,
 * banners, active/maintenanceMode (from the row), systemExists and isThemeLoaded (always true for a
 * served tenant), images, which are stored as storage paths and served as absolute URLs, and
 * realtime, the deployment's realtime server (REALTIME_* settings), and vapidPublicKey, from the
 * tenant's web push keys (`web_push_keys`).
 */
export const tenantConfigSchema = siteConfigSchema
  .omit({
    apiLink: true,
    icons: true,
    banners: true,
    active: true,
    maintenanceMode: true,
    systemExists: true,
    isThemeLoaded: true,
    images: true,
    realtime: true,
    vapidPublicKey: true,
  })
  .extend({
    images: z.record(z.string(), storagePathSchema),
    // Not served: the chat's minimum wagered to write, in centavos (GET /chat/messages says it).
    chat_min_amount_bet: z.number().int().nonnegative().default(0),
  })
  .superRefine((config, context) => {
    // Lei 14.790 art. 15: a regulated brand names its operator in full (docs/design/responsible-gaming.md).
    const operator = config.operator;
    if (!config.is_regulated) return;
    // Portaria SPA/MF 722/2024: at most 30 idle minutes before the password is asked again.
    if (config.responsible_gaming.idle_minutes > REGULATED_MAX_IDLE_MINUTES) {
      context.addIssue({
        code: 'custom',
        path: ['responsible_gaming', 'idle_minutes'],
        message: `a regulated tenant asks again after at most ${REGULATED_MAX_IDLE_MINUTES} idle minutes`,
      });
    }
    const missing = !operator
      ? ['operator']
      : (['tradeName', 'license', 'sacPhone', 'ombudsman'] as const).filter(
          (key) => !operator[key],
        );
    for (const key of missing) {
      context.addIssue({
        code: 'custom',
        path: key === 'operator' ? ['operator'] : ['operator', key],
        message: 'a regulated tenant identifies its operator in full',
      });
    }
  });
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

export interface Tenant {
  id: number;
  slug: string;
  domains: string[];
  active: boolean;
  config: TenantConfig;
}
