import { resolveTenant } from '~/core/tenant/server/resolve-tenant.server';
import type { Route } from './+types/favicon';

/** Browsers ask for /favicon.ico on their own: answer with the tenant's smallest icon. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return new Response(null, { status: 404 });
  return new Response(null, {
    status: 302,
    headers: { Location: state.theme.icons['64'], 'Cache-Control': 'public, max-age=3600' },
  });
}
