import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { preconnect } from 'react-dom';
import { themeCssVariables } from '../model/theme-style';

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const DEFAULT_GTM_SOURCE = 'https://www.googletagmanager.com';

function gtmSource(theme: SiteConfig): string {
  try {
    const url = new URL(theme.gtmSource ?? DEFAULT_GTM_SOURCE);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : DEFAULT_GTM_SOURCE;
  } catch {
    return DEFAULT_GTM_SOURCE;
  }
}

/** Brand colours, favicons, manifest and the tag manager, all from the tenant's theme. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function TenantHead({
  theme,
  assetUrl,
  nonce,
  manifestHref = '/manifest.webmanifest',
}: {
  theme: SiteConfig;
  /** The language's manifest (features/install/model/web-app-manifest). */
  manifestHref?: string;
  assetUrl?: string;
  /** The document's CSP nonce (lib/csp-nonce): the inline snippet runs only with it. */
  nonce?: string | undefined;
}) {
  // Logo, icons and banners come from the tenant's storage: open that connection early.
  const assetOrigin = assetUrl ? originOf(assetUrl) : null;
  if (assetOrigin) preconnect(assetOrigin);
  // An id that is not a plain GTM id never reaches the inline script.
  const gtmId = theme.gtmId && GTM_ID.test(theme.gtmId) ? theme.gtmId : null;
  return (
    <>
      <style>{`html${themeCssVariables(theme)}`}</style>
      <link rel="icon" type="image/png" sizes="64x64" href={theme.icons['64']} />
      <link rel="icon" type="image/png" sizes="192x192" href={theme.icons['192']} />
      <link rel="apple-touch-icon" sizes="144x144" href={theme.icons['144']} />
      <link rel="manifest" href={manifestHref} />
      {gtmId && (
        <script
          nonce={nonce}
          // The tag manager's documented snippet; only a validated id is interpolated.
          dangerouslySetInnerHTML={{
            __html: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});(function(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(`${gtmSource(theme)}/gtm.js?id=${gtmId}`)};document.head.appendChild(s);})();`,
          }}
        />
      )}
    </>
  );
}

/** The operator's own markup (§3 `html`): the one place tenant text is rendered as HTML. */
export function TenantCustomHtml({ html }: { html: string | null }) {
  if (!html) return null;
  return <div data-tenant-html="" dangerouslySetInnerHTML={{ __html: html }} />;
}
