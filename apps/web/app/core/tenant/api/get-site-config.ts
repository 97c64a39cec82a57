import { type SiteConfig, siteConfigSchema } from '@vitrine/contract/site-config.ts';
import type { HttpClient } from '~/lib/http/http-client';
import { isHttpError } from '~/lib/http/http-error';
import { sameOriginClient } from '~/lib/same-origin-client';
import { stateFromTheme } from '../model/tenant-state';

/**
 * `GET /api/site-config?domain=&t=`: the theme of the brand at `domain`. The web server asks the
 * tenant registry (root loader); the browser asks the web server, which answers the same.
 */
export function getSiteConfig(client: HttpClient, domain: string): Promise<SiteConfig> {
  return client.get('/api/site-config', {
    // `t` defeats any cache between here and the registry: a theme is always asked for afresh.
    query: { domain, t: Date.now() },
    schema: siteConfigSchema,
  });
}

export type ThemeCheck = 'ready' | 'maintenance' | 'not-found' | 'changed';

/**
 * From the browser: has the brand gone into maintenance, been removed, or changed its theme since
 * this page was rendered? Network trouble keeps the page.
 */
export async function checkTheme(host: string, currentVersion: string): Promise<ThemeCheck> {
  try {
    const theme = await getSiteConfig(sameOriginClient(), host);
    const state = stateFromTheme(theme);
    if (state.status !== 'ok') return state.status;
    return theme.version === currentVersion ? 'ready' : 'changed';
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return 'not-found';
    if (isHttpError(error) && error.status === 503) return 'maintenance';
    return 'ready';
  }
}
