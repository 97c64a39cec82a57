import { asc, eq } from 'drizzle-orm';
import { type Category, categorySchema } from '@vitrine/contract/content.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/tenants.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

/** The tenant's game categories in display order, named in the asked language. */
export async function listCategories(
  db: Database,
  tenant: Tenant,
  locale: Locale,
): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.tenantId, tenant.id))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) =>
    categorySchema.parse({
      id: row.id,
      slug: row.slug,
      name: locale === 'en' ? row.nameEn : row.namePt,
      icon: row.icon,
      position: row.position,
    }),
  );
}
