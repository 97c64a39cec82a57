import { useEffect, useState } from 'react';
import type { PreloaderState } from '../model/tenant-state';

/** How often a returning player's tab re-checks the theme. */
export const THEME_RECHECK_MS = 60_000;

/**
 * Syncs with the registry when the player comes back to the tab: maintenance or removal shows the
 * preloader over the page; a new theme version reloads it (loading state meanwhile). The check and
 * its schema load lazily, so they cost nothing on first paint.
 */
export function useThemeRefresh(currentVersion: string): PreloaderState {
  const [state, setState] = useState<PreloaderState>('ready');

  useEffect(() => {
    let lastCheck = Date.now();
    let cancelled = false;
    async function recheck() {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < THEME_RECHECK_MS)
        return;
      lastCheck = Date.now();
      const { checkTheme } = await import('../api/get-site-config');
      const result = await checkTheme(window.location.hostname, currentVersion);
      if (cancelled) return;
      if (result === 'changed') {
        setState('loading');
        window.location.reload();
        return;
      }
      setState(result);
    }
    const onVisible = () => void recheck();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [currentVersion]);

  return state;
}
