import type { Locale } from '@vitrine/contract/locale.ts';
import {
  type ICON_SIZES,
  type SiteConfig,
  siteConfigSchema,
} from '@vitrine/contract/site-config.ts';
import type { Database } from '../../db/client.ts';
import { listBanners } from '../content/banners-service.ts';
import { findVapidPublicKey } from '../notifications/web-push-keys-service.ts';
import { assetUrl } from '../storage/asset-url.ts';
import type { Realtime } from '../../services/realtime.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

/** Where the seed and operators put the PWA icons inside a tenant's storage. */
export const iconPath = (size: (typeof ICON_SIZES)[number]) => `icons/icon-${size}.png`;

/** The full §3 theme of a tenant: its stored config plus the fields derived from the row. */
export async function buildSiteConfig(
  db: Database,
  tenant: Tenant,
  options: { publicUrl: string; locale: Locale; realtime: Realtime },
): Promise<SiteConfig> {
  const { publicUrl, locale, realtime } = options;
  const { config } = tenant;
  const url = (path: string) => assetUrl(publicUrl, tenant.slug, path, config.version);
  const images = Object.fromEntries(
    Object.entries(config.images).map(([name, path]) => [name, url(path)]),
  );

  // Parsing the result keeps the answer exactly in the contract's shape, whatever the row held.
  return siteConfigSchema.parse({
    ...config,
    images,
    apiLink: `${publicUrl}/t/${tenant.slug}`,
    icons: {
      '64': url(iconPath('64')),
      '144': url(iconPath('144')),
      '192': url(iconPath('192')),
      '512': url(iconPath('512')),
    },
    banners: await listBanners(db, tenant, locale, publicUrl),
    active: tenant.active,
    maintenanceMode: !tenant.active,
    systemExists: true,
    isThemeLoaded: true,
    realtime: realtime.settingsFor(tenant.slug),
    vapidPublicKey: await findVapidPublicKey(db, tenant.id),
  });
}
