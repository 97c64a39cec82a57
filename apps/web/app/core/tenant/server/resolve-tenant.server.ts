import { webEnv } from '~/lib/env.server';
import { createHttpClient } from '~/lib/http/http-client';
import { HttpError } from '~/lib/http/http-error';
import { createExpiringMap, createTtlCache } from '~/lib/ttl-cache';
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

/**
 * How long the registry's last answer for a host stands in for it while the registry fails: a
 * registry that is slow or down for a moment does not put a brand the web server has already served
 * in maintenance (docs/product/tenant-and-shell.md §4 "Site load"). A first request has nothing to
 * fall back on, and gets maintenance.
 */
export const LAST_ANSWER_KEPT_MS = 10 * 60_000;
// Themes are cached per host for a short time (README: `TENANT_CACHE_TTL_MS`); a registry failure
// for less, so a hiccup does not pin a brand in maintenance, nor in its last answer.
const REGISTRY_FAILURE_TTL_MS = 5_000;

const lastAnswers = createExpiringMap<TenantState>({
  ttlMs: LAST_ANSWER_KEPT_MS,
  maxEntries: 1_000,
  now: () => Date.now(),
});
/** Answers given in the registry's stead: cached only as long as a failure. */
const standIns = new WeakSet<TenantState>();

/** §4 Site load: 404 → the system does not exist; any other failure → maintenance. */
export async function lookupTenant(host: string): Promise<TenantState> {
  try {
    const state = stateFromTheme(await getSiteConfig(registryClient(), host));
    lastAnswers.set(host, state);
    return state;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      lastAnswers.delete(host);
      return { status: 'not-found' };
    }
    const last = lastAnswers.get(host);
    console.error(
      JSON.stringify({
        level: 'error',
        event: last ? 'tenant_lookup_failed_last_answer_kept' : 'tenant_lookup_failed',
        host,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    const failed: TenantState = last ? { ...last } : { status: 'maintenance', theme: null };
    standIns.add(failed);
    return failed;
  }
}

let cache: ReturnType<typeof createTtlCache<TenantState>> | undefined;

function tenantCache() {
  const ttlMs = webEnv().TENANT_CACHE_TTL_MS;
  cache ??= createTtlCache<TenantState>({
    ttlMs,
    ttlFor: (state) => (standIns.has(state) ? Math.min(ttlMs, REGISTRY_FAILURE_TTL_MS) : ttlMs),
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
