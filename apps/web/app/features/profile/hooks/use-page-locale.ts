import { useLocation } from 'react-router';
import { intlLocale, localeFromPath, type Locale } from '~/core/i18n/config';

/** The page's language (from its path) and the matching `Intl` tag for dates and money. */
export function usePageLocale(): { locale: Locale; intl: string } {
  const locale = localeFromPath(useLocation().pathname);
  return { locale, intl: intlLocale(locale) };
}
