import { DEFAULT_LOCALE, LOCALES, type Locale } from '@vitrine/contract/locales.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Namespaces every page needs at first paint (game cards and the live bet feed are on the home page and the lobby); other feature namespaces load lazily. */
export const SHELL_NAMESPACES = ['common', 'errors', 'casino'] as const;

/** The `/en` prefix selects English; everything else is Portuguese (pt-BR, no prefix). */
export const LOCALE_PREFIX: Record<Locale, string> = { 'pt-BR': '', en: '/en' };

/**
 * docs/product/tenant-and-shell.md "§9 Locale and geography": the cookie remembers an explicit
 * language choice for 365 days.
 */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/en/terms` → `/terms`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) !== 'en') return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** Builds the path of `path` (a Portuguese, unprefixed path) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** The same page in another language, keeping query string and hash. */
export function switchLocalePath(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  return localizePath(stripLocale(location.pathname), locale) + location.search + location.hash;
}

/** `Intl` locale tag for formatting. */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-US' : 'pt-BR';
}
