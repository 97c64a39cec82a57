import { createHttpClient, type HttpClient } from '~/lib/http/http-client';
import { resolveTenant } from './resolve-tenant.server';

/**
 * A server-side client for the tenant's own API, for loaders that render public content, with the
 * `apiLink` it talks to (a cache key). Null when the site is not serving: the root route then shows
 * maintenance or not-found.
 */
export async function tenantApi(
  request: Request,
  options: { authToken?: string | null } = {},
): Promise<{ client: HttpClient; apiLink: string } | null> {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return null;
  const client = createHttpClient({
    baseUrl: state.theme.apiLink,
    // A player's own lists (favourites marked, recent games) render with their token from the cookie.
    getAuthToken: () => options.authToken ?? null,
    getGuestId: () => null,
    getLmcp: () => null,
    timeoutMs: 8_000,
  });
  return { client, apiLink: state.theme.apiLink };
}
