import { useTranslation } from 'react-i18next';
import { type HeadersFunction, type MetaDescriptor, useLocation } from 'react-router';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { pageMeta } from '~/core/tenant/model/tenant-meta';
import { localeFromPath } from '~/core/i18n/config';

// The living style guide (`/NewComponents`, `/animation`; docs/product/tenant-and-shell.md
// "§2 Public routes": the paths exactly as written) is for the people who build the product, not
// for search engines: no index, no sitemap.

export const STYLE_GUIDE_NAMESPACE = 'style-guide';

type Messages = Record<string, unknown>;
export type StyleGuidePage = 'components' | 'animation';

export function styleGuideMeta(theme: SiteConfig | null, title: string | undefined) {
  return [
    ...pageMeta(theme, title),
    { name: 'robots', content: 'noindex, nofollow' },
  ] satisfies MetaDescriptor[];
}

/** The same refusal for crawlers that read headers only (and for what is not a document). */
export const styleGuideHeaders: HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set('X-Robots-Tag', 'noindex, nofollow');
  return headers;
};

/**
 * Hands over the namespaces the loader read, so the server renders, and the browser hydrates,
 * without a flash of untranslated keys.
 */
export function useStyleGuideMessages(messages: Record<string, Messages>): void {
  const { i18n } = useTranslation();
  const locale = localeFromPath(useLocation().pathname);
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  for (const [namespace, bundle] of Object.entries(messages)) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundle, true, false);
    }
  }
}
