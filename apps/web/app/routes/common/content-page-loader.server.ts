import { data } from 'react-router';
import { getPage } from '~/features/content/api/get-page';
import { cachedPage } from '~/features/content/server/content-cache.server';
import { sanitizePageHtml } from '~/features/content/server/sanitize-page.server';
import { notFoundData } from '~/features/errors/model/error-page';
import { tenantApi } from '~/core/tenant/server/tenant-api.server';
import { localeFromPath } from '~/core/i18n/config';
import { HttpError } from '~/lib/http/http-error';

/** The fixed legal pages of §2 (/terms, /privacy, …) and `/pages/{slug}` share this loader. */
export async function loadContentPage(request: Request, url: URL, slug: string) {
  const api = await tenantApi(request);
  if (!api) return null;
  const locale = localeFromPath(url.pathname);
  try {
    const page = await cachedPage(`${api.apiLink}|${locale}|${slug}`, () =>
      getPage(api.client, slug, locale),
    );
    return { page: { ...page, html: sanitizePageHtml(page.html) }, locale };
  } catch (error) {
    // A slug the platform refuses (422) names no page either: the player sees the same 404.
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) {
      throw data(notFoundData(url.pathname), { status: 404 });
    }
    throw error;
  }
}
