import { and, eq, inArray } from 'drizzle-orm';
import { type Page, pageSchema } from '@vitrine/contract/content.ts';
import { DEFAULT_LOCALE, type Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { pages } from '../../db/schema/tenants.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { sanitizePageHtml } from './sanitize-page-html.ts';

/**
 * A content page in the asked language, falling back to Portuguese when the operator has not
 * translated it; null when the tenant has no such page at all.
 */
export async function findPage(
  db: Database,
  tenant: Tenant,
  slug: string,
  locale: Locale,
): Promise<Page | null> {
  const rows = await db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.tenantId, tenant.id),
        eq(pages.slug, slug),
        inArray(pages.locale, [locale, DEFAULT_LOCALE]),
      ),
    );
  const row = rows.find((page) => page.locale === locale) ?? rows[0];
  if (!row) return null;
  // Sanitised again on read: rows written by anything other than this platform are not trusted.
  return pageSchema.parse({
    slug: row.slug,
    title: row.title,
    html: sanitizePageHtml(row.html),
    updated_at: row.updatedAt.toISOString(),
  });
}
