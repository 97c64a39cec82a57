import { webAppManifest } from '~/features/install/model/web-app-manifest';
import { PAGE_BACKGROUND } from '~/core/tenant/model/theme-style';
import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import { localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/manifest';

/**
 * The installable app's manifest, per tenant (the host) and language (the path: the manifest of
 * `/en` pages is `/en/manifest.webmanifest`), so a shared cache keys it by URL and host alone.
 */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  if (params.lang !== undefined && params.lang !== 'en') {
    return new Response('Not Found', { status: 404 });
  }
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return new Response('Not Found', { status: 404 });
  const manifest = webAppManifest(state.theme, localeFromPath(url.pathname), PAGE_BACKGROUND);
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
