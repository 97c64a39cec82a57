import { createHttpClient } from '~/lib/http/http-client';
import { resolveTenant } from './resolve-tenant.server';

/**
 * A server-side client for the tenant's own API, for loaders that render public content. Returns
 * null when the site is not serving (the root route then shows maintenance or not-found).
 */
export async function tenantApi(request: Request) {
  const state = await resolveTenant(request);
  if (state.status !== 'ok') return null;
  return createHttpClient({
    baseUrl: state.theme.apiLink,
    getAuthToken: () => null,
    getGuestId: () => null,
    getLmcp: () => null,
    timeoutMs: 8_000,
  });
}
