import { useTranslation } from 'react-i18next';
import { getBanners } from '~/features/content/api/get-banners';
import { BannerCarousel, type SafeBanner } from '~/features/content/components/banner-carousel';
import { cachedBanners } from '~/features/content/server/content-cache.server';
import { pageMeta, themeFromMatches } from '~/features/tenant/model/tenant-meta';
import { tenantApi } from '~/features/tenant/server/tenant-api.server';
import { useTenant } from '~/features/tenant/tenant-context';
import { localeFromPath, localizePath } from '~/i18n/config';
import { classifyUrl } from '~/lib/safe-navigation';
import type { Route } from './+types/home';

export async function loader({ request, url }: Route.LoaderArgs) {
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
  const safe: SafeBanner[] = banners.map((banner) => {
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
  });
  return { banners: safe };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(themeFromMatches(matches));

export default function Home({ loaderData }: Route.ComponentProps) {
  const { theme } = useTenant();
  const { t } = useTranslation('common');
  return (
    <>
      <h1 className="sr-only">{theme.siteTitle}</h1>
      <BannerCarousel banners={loaderData.banners} />
      <p className="sr-only">{t('home.banners')}</p>
    </>
  );
}
