import { isScriptAddress } from '@vitrine/contract/script-address.ts';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';

// Where the tenant's Betby renderer script (`bt-renderer.min.js`) comes from: the one place the
// sportsbook page, the promo widget and the Content-Security-Policy read it. A brand live with
// Betby names Betby's script in its configuration (`betby.script_url`, our extension of §3, set in
// `tenants.config`); a brand without one (demo mode) loads the platform's stand-in under its
// apiLink (docs/design/sportsbook-api.md "Stand-in"), which finds its server next to itself.

const STAND_IN_SCRIPT_PATH = '/sportsbook/demo/bt-renderer.min.js';

/**
 * The renderer script of a brand with Betby; null when its sportsbook is not active, or when its
 * configured address is not one a page may load (the contract refuses it already; checked again
 * here because it becomes a `<script src>` and a CSP source).
 */
export function sportsbookScriptUrl(theme: Pick<SiteConfig, 'apiLink' | 'betby'>): string | null {
  if (!theme.betby.active) return null;
  const configured = theme.betby.script_url;
  if (configured !== null && configured !== undefined) {
    return isScriptAddress(configured) ? configured : null;
  }
  return `${theme.apiLink.replace(/\/+$/, '')}${STAND_IN_SCRIPT_PATH}`;
}
