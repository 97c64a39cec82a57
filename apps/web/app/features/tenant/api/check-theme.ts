import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { isHttpError } from '~/lib/http/http-error';
import { sameOriginClient } from '~/lib/same-origin-client';
import { stateFromTheme } from '../model/tenant-state';

export type ThemeCheck = 'ready' | 'maintenance' | 'not-found' | 'changed';

/**
 * `GET /api/site-config?domain=&t=` from the browser: has the brand gone into maintenance, been
 * removed, or changed its theme since this page was rendered? Network trouble keeps the page.
 */
export async function checkTheme(host: string, currentVersion: string): Promise<ThemeCheck> {
  try {
    const theme = await sameOriginClient().get('/api/site-config', {
      query: { domain: host, t: Date.now() },
      schema: siteConfigSchema,
    });
    if (stateFromTheme(theme).status !== 'ok') return 'maintenance';
    return theme.version === currentVersion ? 'ready' : 'changed';
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return 'not-found';
    if (isHttpError(error) && error.status === 503) return 'maintenance';
    return 'ready';
  }
}
