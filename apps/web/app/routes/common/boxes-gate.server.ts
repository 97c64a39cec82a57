import { data } from 'react-router';
import { type Locale, localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import { notFoundData } from '~/features/errors/model/error-page';

export const BOXES_NAMESPACE = 'boxes';

/**
 * The boxes' pages (§2 `/casino/crates`, `/casino/box/{name}`, `/account/boxes`,
 * `/account/items`, the fairness page) exist only for a tenant with §3 `hasBoxes`: a 404
 * otherwise. When the site itself is not serving, the root route's answer stands. Returns the
 * page's language and the `boxes` messages, so the server renders them translated.
 */
export async function boxesPageData(
  request: Request,
  url: URL,
): Promise<{ locale: Locale; messages: Record<string, unknown> }> {
  const state = await resolveTenant(request);
  if (state.status === 'ok' && !state.theme.hasBoxes) {
    throw data(notFoundData(url.pathname), { status: 404 });
  }
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadNamespace(locale, BOXES_NAMESPACE) };
}
