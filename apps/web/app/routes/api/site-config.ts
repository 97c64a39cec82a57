import { siteConfigQuerySchema } from '@vitrine/contract/site-config.ts';
import { refreshTenant } from '~/features/tenant/server/resolve-tenant.server';
import type { Route } from './+types/site-config';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** `GET /api/site-config?domain=&t=`: the theme for a host, never cached (§7). */
export async function loader({ url }: Route.LoaderArgs) {
  const query = siteConfigQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return Response.json(
      {
        message: 'The domain field is required.',
        errors: { domain: ['The domain field is required.'] },
      },
      { status: 422, headers: NO_STORE },
    );
  }
  const host = query.data.domain.toLowerCase().replace(/:\d+$/, '');
  const state = await refreshTenant(host);
  switch (state.status) {
    case 'not-found':
      return Response.json(
        { message: 'Plataforma não encontrada' },
        { status: 404, headers: NO_STORE },
      );
    case 'maintenance':
      return state.theme
        ? Response.json(state.theme, { headers: NO_STORE })
        : Response.json({ message: 'Manutenção Programada' }, { status: 503, headers: NO_STORE });
    case 'ok':
      return Response.json(state.theme, { headers: NO_STORE });
  }
}
