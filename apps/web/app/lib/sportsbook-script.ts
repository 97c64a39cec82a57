import type { SiteConfig } from '@vitrine/contract/site-config.ts';

// Where the tenant's Betby renderer script (`bt-renderer.min.js`) comes from: the one place the
// sportsbook page and the Content-Security-Policy read it. For now every brand with `betby.active`
// loads the platform's stand-in under its apiLink (demo mode, docs/design/sportsbook-api.md
// "Stand-in"); the stand-in finds its server next to itself. Betby's live script address is the
// brand's configuration (site-config has no field for it yet): when it is added, it is read here.

const STAND_IN_SCRIPT_PATH = '/sportsbook/demo/bt-renderer.min.js';

/** The renderer script of a brand with Betby; null when its sportsbook is not active. */
export function sportsbookScriptUrl(theme: Pick<SiteConfig, 'apiLink' | 'betby'>): string | null {
  if (!theme.betby.active) return null;
  return `${theme.apiLink.replace(/\/+$/, '')}${STAND_IN_SCRIPT_PATH}`;
}
