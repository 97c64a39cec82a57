import { getBanners } from '~/features/content/api/get-banners';
import type { SafeBanner } from '~/features/content/components/banner-carousel';
import { cachedBanners } from '~/features/content/server/content-cache.server';
import { tenantApi } from '~/features/tenant/server/tenant-api.server';
import { localeFromPath, localizePath } from '~/i18n/config';
import { classifyUrl } from '~/lib/safe-navigation';

/** The home page's data: the tenant's banners, with their links checked by safe navigation. */
export async function loadHome(request: Request, url: URL): Promise<{ banners: SafeBanner[] }> {
  const api = await tenantApi(request);
  if (!api) return { banners: [] };
  const locale = localeFromPath(url.pathname);
  const banners = await cachedBanners(`${api.apiLink}|${locale}`, () =>
    getBanners(api.client, locale),
  ).catch((error: unknown) => {
    // Banners decorate the page; without them the home page still works.
    console.error(
      JSON.stringify({ level: 'warn', event: 'banners_failed', message: String(error) }),
    );
    return [];
  });
  return {
    banners: banners.map((banner) => {
      const target = banner.link ? classifyUrl(banner.link, url.origin) : null;
      return {
        ...banner,
        target:
          target?.kind === 'internal'
            ? { kind: 'internal', path: localizePath(target.path, locale) }
            : target?.kind === 'external'
              ? target
              : null,
      };
    }),
  };
}
