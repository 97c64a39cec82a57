import { isScriptAddress } from '@vitrine/contract/script-address.ts';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';

// Where the tenant's JivoChat widget script comes from: the one place the live-support widget and
// the Content-Security-Policy read it. The web server's `JIVO_SCRIPT_URL` (docs/configuration.md)
// is a template: `{id}` is the tenant's `jivoChat` widget id and `{apiLink}` its API. Live, it is
// Jivo's public embed address; `npm start` (demo mode) points it at the platform's stand-in under
// the apiLink (apps/platform/src/demo/jivo). Nothing else changes to go live.

/** Jivo's own embed address (https://www.jivochat.com/docs/widget/). */
export const JIVO_SCRIPT_URL_DEFAULT = 'https://code.jivosite.com/widget/{id}';
/** The platform's stand-in, for demo mode and tests. */
export const JIVO_STAND_IN_SCRIPT_URL = '{apiLink}/live-support/demo/widget/{id}';

/** A widget id as Jivo issues them: letters, digits, '-' and '_' — nothing that leaves a path. */
const WIDGET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The widget script of a tenant with live support; null when it has no `jivoChat` id, or when the
 * id or the address it makes is not one a page may load (it becomes a `<script src>` and a CSP
 * source).
 */
export function liveSupportScriptUrl(
  theme: Pick<SiteConfig, 'apiLink' | 'jivoChat'>,
  template: string,
): string | null {
  const id = theme.jivoChat;
  if (!id || !WIDGET_ID.test(id)) return null;
  const url = template
    .replaceAll('{apiLink}', theme.apiLink.replace(/\/+$/, ''))
    .replaceAll('{id}', id);
  return isScriptAddress(url) ? url : null;
}
