import { resolveTenant } from '~/features/tenant/server/resolve-tenant.server';
import { PAGE_BACKGROUND } from '~/features/tenant/model/theme-style';
import type { Route } from './+types/manifest';

/** The installable app's manifest, per tenant: its name, colours and icons. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return new Response('Not Found', { status: 404 });
  const { theme } = state;
  const manifest = {
    id: '/',
    name: theme.siteTitle,
    short_name: theme.siteName,
    description: theme.siteDescription,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: PAGE_BACKGROUND,
    theme_color: PAGE_BACKGROUND,
    icons: (['64', '144', '192', '512'] as const).map((size) => ({
      src: theme.icons[size],
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
