import type { SiteConfig } from '@vitrine/contract/site-config.ts';

/** §4 "Site load": what the theme lookup for a host decided. */
export type TenantState =
  | { status: 'ok'; theme: SiteConfig }
  | { status: 'maintenance'; theme: SiteConfig | null }
  | { status: 'not-found' };

/**
 * A theme with `systemExists: false` says there is no platform at this address, as a 404 does (§2
 * Preloader: not-found before maintenance); `active: false` or maintenance on puts the site in
 * maintenance.
 */
export function stateFromTheme(theme: SiteConfig): TenantState {
  if (!theme.systemExists) return { status: 'not-found' };
  if (!theme.active || theme.maintenanceMode) return { status: 'maintenance', theme };
  return { status: 'ok', theme };
}

/** §2 preloader: loading, maintenance or not-found, from the theme flags. */
export type PreloaderState = 'loading' | 'maintenance' | 'not-found' | 'ready';

export function preloaderState(flags: {
  isThemeLoaded: boolean;
  systemExists: boolean;
  maintenanceMode: boolean;
}): PreloaderState {
  if (!flags.isThemeLoaded) return 'loading';
  if (!flags.systemExists) return 'not-found';
  if (flags.maintenanceMode) return 'maintenance';
  return 'ready';
}
