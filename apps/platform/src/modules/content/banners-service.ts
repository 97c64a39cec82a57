import { and, asc, eq } from 'drizzle-orm';
import { type Banner, bannerSchema } from '@vitrine/contract/content.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/tenants.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { assetUrl } from '../storage/asset-url.ts';

/**
 * The tenant's home banners in display order, texts in the asked language; on a regulated tenant,
 * none that offers a bonus.
 */
export async function listBanners(
  db: Database,
  tenant: Tenant,
  locale: Locale,
  publicUrl: string,
): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.tenantId, tenant.id),
        // A regulated tenant advertises no bonus (docs/design/responsible-gaming.md).
        tenant.config.is_regulated ? eq(banners.bonusOffer, false) : undefined,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  const url = (path: string) => assetUrl(publicUrl, tenant.slug, path, tenant.config.version);
  return rows.map((row) =>
    bannerSchema.parse({
      id: row.id,
      title: locale === 'en' ? row.titleEn : row.titlePt,
      alt: locale === 'en' ? row.altEn : row.altPt,
      link: row.link,
      image: url(row.imagePath),
      image_mobile: url(row.imageMobilePath),
    }),
  );
}
