import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  PROMOTION_KINDS,
  type Promotion,
  promotionSchema,
  REGULATED_PROMOTION_KINDS,
} from '@vitrine/contract/bonuses.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { promotions } from '../../db/schema/bonuses.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { assetUrl } from '../storage/asset-url.ts';

// The tenant's promotions (docs/product/bonuses.md §4 Promotions): plain text in both languages; a regulated
// tenant serves no `bonus` kind (Lei 14.790 art. 29 I).

export type PromotionRow = typeof promotions.$inferSelect;

/** The kinds this tenant may run: every one, or the regulated market's. */
export const allowedPromotionKinds = (tenant: Tenant) =>
  tenant.config.is_regulated ? REGULATED_PROMOTION_KINDS : PROMOTION_KINDS;

/** The promotion in the request's language, its image an absolute URL (as the banners'). */
export function presentPromotion(
  row: PromotionRow,
  tenant: Tenant,
  locale: Locale,
  publicUrl: string,
): Promotion {
  const text = (value: { pt: string; en: string }) => (locale === 'en' ? value.en : value.pt);
  return promotionSchema.parse({
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: text(row.title),
    summary: text(row.summary),
    body: text(row.body),
    terms: text(row.terms),
    image: row.imagePath
      ? assetUrl(publicUrl, tenant.slug, row.imagePath, tenant.config.version)
      : null,
    coupon: row.couponCode,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  });
}

/** Active, within their dates, of an allowed kind; `slug` narrows to one. */
function currentPromotions(tenant: Tenant, now: Date, slug?: string) {
  return and(
    eq(promotions.tenantId, tenant.id),
    eq(promotions.active, true),
    inArray(promotions.kind, [...allowedPromotionKinds(tenant)]),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
    slug === undefined ? undefined : eq(promotions.slug, slug),
  );
}

/** `GET /promotions`: the current promotions by position. */
export async function listPromotions(
  db: Database,
  {
    tenant,
    now,
    locale,
    publicUrl,
  }: { tenant: Tenant; now: Date; locale: Locale; publicUrl: string },
): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(currentPromotions(tenant, now))
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map((row) => presentPromotion(row, tenant, locale, publicUrl));
}

/** `GET /promotions/{slug}`: one current promotion, or null (unknown, ended or not allowed). */
export async function findPromotion(
  db: Database,
  {
    tenant,
    slug,
    now,
    locale,
    publicUrl,
  }: { tenant: Tenant; slug: string; now: Date; locale: Locale; publicUrl: string },
): Promise<Promotion | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(currentPromotions(tenant, now, slug))
    .limit(1);
  return row ? presentPromotion(row, tenant, locale, publicUrl) : null;
}
