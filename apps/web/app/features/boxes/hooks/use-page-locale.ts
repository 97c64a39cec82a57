import { useLocation } from 'react-router';
import { intlLocale, localeFromPath, type Locale } from '~/core/i18n/config';

/** The page's language (from its path), the `Intl` tag for money and dates, and its formatters. */
export function usePageLocale(): { locale: Locale; intl: string } {
  const locale = localeFromPath(useLocation().pathname);
  return { locale, intl: intlLocale(locale) };
}
