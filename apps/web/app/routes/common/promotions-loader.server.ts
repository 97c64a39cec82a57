import { data } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { tenantApi } from '~/core/tenant/server/tenant-api.server';
import { getPromotion, getPromotions } from '~/features/promotions/api/get-promotions';
import { cachedPromotions } from '~/features/content/server/content-cache.server';
import { notFoundData } from '~/features/errors/model/error-page';
import { HttpError } from '~/lib/http/http-error';
import { PROMOTIONS_NAMESPACE } from './promotions-page';

/** A promotion's slug as the platform makes them; anything else names no promotion. */
const PROMOTION_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The page's messages, so it renders and hydrates in its language at once. */
export async function promotionsMessages(url: URL) {
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadNamespace(locale, PROMOTIONS_NAMESPACE) };
}

/**
 * `/promotion` (issue 37): the tenant's promotions, rendered on the server. Asked as a guest, so
 * kept per brand and language, like the banners.
 */
export async function loadPromotionList(request: Request, url: URL) {
  const [page, api] = await Promise.all([promotionsMessages(url), tenantApi(request)]);
  const promotions = api
    ? await cachedPromotions(`${api.apiLink}|${page.locale}`, () =>
        getPromotions(api.client, page.locale),
      )
    : [];
  return { ...page, promotions };
}

/** `/promotion/{slug}`: one promotion and its terms; an unknown one is the app's 404 page. */
export async function loadPromotion(request: Request, url: URL, slug: string | undefined) {
  const notFound = () => data(notFoundData(url.pathname), { status: 404 });
  if (!slug || !PROMOTION_SLUG.test(slug)) throw notFound();
  const [page, api] = await Promise.all([promotionsMessages(url), tenantApi(request)]);
  if (!api) throw notFound();
  try {
    return { ...page, promotion: await getPromotion(api.client, slug, page.locale) };
  } catch (error) {
    // `promotions.not_found` (404), or a slug the platform refuses (422): the same 404 page.
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      throw notFound();
    }
    throw error;
  }
}
