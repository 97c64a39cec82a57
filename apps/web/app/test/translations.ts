import validationEn from '@vitrine/contract/validation/messages/en.json';
import validationPt from '@vitrine/contract/validation/messages/pt-BR.json';
import type { Locale } from '~/core/i18n/config';

const localeFiles = import.meta.glob<Record<string, unknown>>('../core/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every namespace of a language, loaded at once (tests need no lazy loading). */
export function allResources(locale: Locale) {
  const namespaces: Record<string, Record<string, unknown>> = {
    validation: locale === 'en' ? validationEn : validationPt,
  };
  for (const [path, messages] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === locale && match[2]) namespaces[match[2]] = messages;
  }
  return { [locale]: namespaces };
}
