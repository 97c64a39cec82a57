import type { Promotion } from '@vitrine/contract/bonuses.ts';
import type { Banner, Page } from '@vitrine/contract/content.ts';
import { webEnv } from '~/lib/env.server';
import { createTtlCache } from '~/lib/ttl-cache';

// Public tenant content changes rarely: the web server keeps it as briefly as it keeps themes,
// so a busy home page costs the operator's API one call per brand and language per interval.
let banners: ReturnType<typeof createTtlCache<Banner[]>> | undefined;
let pages: ReturnType<typeof createTtlCache<Page>> | undefined;
let promotions: ReturnType<typeof createTtlCache<Promotion[]>> | undefined;

export function cachedBanners(key: string, load: () => Promise<Banner[]>): Promise<Banner[]> {
  banners ??= createTtlCache<Banner[]>({ ttlMs: webEnv().TENANT_CACHE_TTL_MS });
  return banners.get(key, load);
}

export function cachedPage(key: string, load: () => Promise<Page>): Promise<Page> {
  pages ??= createTtlCache<Page>({ ttlMs: webEnv().TENANT_CACHE_TTL_MS });
  return pages.get(key, load);
}

/** A guest's `/promotion` list (issue 37): the same for every guest of a brand and language. */
export function cachedPromotions(
  key: string,
  load: () => Promise<Promotion[]>,
): Promise<Promotion[]> {
  promotions ??= createTtlCache<Promotion[]>({ ttlMs: webEnv().TENANT_CACHE_TTL_MS });
  return promotions.get(key, load);
}
