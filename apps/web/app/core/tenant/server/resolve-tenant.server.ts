import { webEnv } from '~/lib/env.server';
import { createHttpClient } from '~/lib/http/http-client';
import { HttpError } from '~/lib/http/http-error';
import { createTtlCache } from '~/lib/ttl-cache';
import { getSiteConfig } from '../api/get-site-config';
import { stateFromTheme, type TenantState } from '../model/tenant-state';
import { logoUrl, tenantNameFor } from '../model/tenant-name';
import type { TenantInfo } from '../tenant-context';

function registryClient() {
  return createHttpClient({
    baseUrl: webEnv().TENANT_REGISTRY_URL,
    getAuthToken: () => null,
    getGuestId: () => null,
    getLmcp: () => null,
    timeoutMs: 5_000,
  });
}

/** §4 Site load: 404 → the system does not exist; any other failure → maintenance. */
export async function lookupTenant(host: string): Promise<TenantState> {
  try {
    return stateFromTheme(await getSiteConfig(registryClient(), host));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { status: 'not-found' };
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'tenant_lookup_failed',
        host,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return { status: 'maintenance', theme: null };
  }
}

// Themes are cached per host for a short time (README: `TENANT_CACHE_TTL_MS`); a registry failure
// for less, so a hiccup does not pin a brand in maintenance.
const REGISTRY_FAILURE_TTL_MS = 5_000;
let cache: ReturnType<typeof createTtlCache<TenantState>> | undefined;

function tenantCache() {
  const ttlMs = webEnv().TENANT_CACHE_TTL_MS;
  cache ??= createTtlCache<TenantState>({
    ttlMs,
    ttlFor: (state) =>
      state.status === 'maintenance' && state.theme === null
        ? Math.min(ttlMs, REGISTRY_FAILURE_TTL_MS)
        : ttlMs,
  });
  return cache;
}

/** The host the player typed, without port; X-Forwarded-Host only behind a trusted proxy. */
export function requestHost(request: Request): string {
  const forwarded = webEnv().TRUST_PROXY
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwarded || request.headers.get('host') || new URL(request.url).host;
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export function resolveTenant(request: Request): Promise<TenantState> {
  const host = requestHost(request);
  return tenantCache().get(host, () => lookupTenant(host));
}

export function refreshTenant(host: string): Promise<TenantState> {
  return tenantCache().refresh(host, () => lookupTenant(host));
}

export function tenantInfo(request: Request, theme: TenantInfo['theme']): TenantInfo {
  const env = webEnv();
  const tenantName = tenantNameFor(
    requestHost(request),
    theme.main_domain.subdomain,
    env.DEFAULT_TENANT,
  );
  return { theme, tenantName, logoUrl: logoUrl(env.STORAGE_URL, tenantName, theme.version) };
}

/** §2 not-found screen: the learn-more link points at the main site, or its staging address. */
export function learnMoreUrl(): string {
  const env = webEnv();
  return env.VITRINE_STAGING ? env.MAIN_SITE_STAGING_URL : env.MAIN_SITE_URL;
}
