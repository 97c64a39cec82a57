import type { HomeCasinoData } from '~/features/casino/components/home-casino';
import {
  loadFeaturedGames,
  loadHomeSections,
  loadProviders,
} from '~/features/casino/server/casino-data.server';
import { getBanners } from '~/features/content/api/get-banners';
import type { SafeBanner } from '~/features/content/components/banner-carousel';
import { cachedBanners } from '~/features/content/server/content-cache.server';
import { tenantApi } from '~/core/tenant/server/tenant-api.server';
import { type Locale, localeFromPath, localizePath } from '~/core/i18n/config';
import { isPhoneRequest } from '~/lib/device/phone-request.server';
import type { HttpClient } from '~/lib/http/http-client';
import { classifyUrl } from '~/lib/safe-navigation';
import { casinoViewer, orNull } from '~/features/casino/server/casino-viewer.server';

/** The home page's data: the tenant's banners, with their links checked by safe navigation. */
export async function loadHome(
  request: Request,
  url: URL,
): Promise<{ banners: SafeBanner[]; casino: HomeCasinoData | null; locale: Locale }> {
  const locale = localeFromPath(url.pathname);
  const api = await tenantApi(request);
  if (!api) return { banners: [], casino: null, locale };
  const [banners, casino] = await Promise.all([
    loadBanners(api, locale),
    loadHomeCasino(request, locale),
  ]);
  return {
    locale,
    casino,
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

/** The casino's part of the home page, for this visitor; what fails is left out, never the page. */
async function loadHomeCasino(request: Request, locale: Locale): Promise<HomeCasinoData | null> {
  const { api, viewer } = await casinoViewer(request);
  if (!api) return null;
  const [featured, sections, providers] = await Promise.all([
    orNull(() => loadFeaturedGames(api, viewer), 'featured_games_failed'),
    orNull(() => loadHomeSections(api, viewer, locale), 'home_games_failed'),
    orNull(() => loadProviders(api), 'providers_failed'),
  ]);
  return {
    viewer,
    featured: featured ?? [],
    sections,
    providers: providers ?? [],
    phone: isPhoneRequest(request.headers),
  };
}

async function loadBanners(api: { client: HttpClient; apiLink: string }, locale: Locale) {
  // Banners decorate the page; without them the home page still works.
  const banners = await orNull(
    () => cachedBanners(`${api.apiLink}|${locale}`, () => getBanners(api.client, locale)),
    'banners_failed',
  );
  return banners ?? [];
}
