import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { type Locale, localizePath } from '~/core/i18n/config';

/** Each language has its manifest (`/manifest.webmanifest`, `/en/manifest.webmanifest`). */
export function manifestPath(locale: Locale): string {
  return localizePath('/manifest.webmanifest', locale);
}

/** The screenshots' path; the theme's version changes when its colours do. */
export function screenshotPath(form: 'narrow' | 'wide', version: string): string {
  return `/manifest-screenshots/${form}.png?v=${encodeURIComponent(version)}`;
}

type ManifestTheme = Pick<
  SiteConfig,
  'siteTitle' | 'siteName' | 'siteDescription' | 'icons' | 'version'
>;

/**
 * The installable app's manifest, per tenant and language. One app per brand (`id` '/'), started
 * in the language it was installed from; the scope is the whole site, so switching language inside
 * the installed app stays in it. The seeded icons are full bleed with the mark in the centre, so the
 * same files serve as maskable icons (the platform's icons are drawn for that).
 */
export function webAppManifest(theme: ManifestTheme, locale: Locale, pageBackground: string) {
  const sizes = ['192', '512'] as const;
  return {
    id: '/',
    name: theme.siteTitle,
    short_name: theme.siteName,
    description: theme.siteDescription,
    lang: locale,
    dir: 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // The splash screen and title bar have the page's own colours (the document's theme-color
    // meta is the same): the brand's colours are in its icons and screenshots, and the window
    // does not change colour when the first page paints.
    background_color: pageBackground,
    theme_color: pageBackground,
    categories: ['entertainment', 'games'],
    icons: [
      ...(['64', '144', ...sizes] as const).map((size) => ({
        src: theme.icons[size],
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      ...sizes.map((size) => ({
        src: theme.icons[size],
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      })),
    ],
    screenshots: [
      {
        src: screenshotPath('narrow', theme.version),
        sizes: '720x1280',
        type: 'image/png',
        form_factor: 'narrow',
        label: theme.siteTitle,
      },
      {
        src: screenshotPath('wide', theme.version),
        sizes: '1280x720',
        type: 'image/png',
        form_factor: 'wide',
        label: theme.siteTitle,
      },
    ],
  };
}
