import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale, SHELL_NAMESPACES } from './config';
import { loadNamespace } from './resources';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const locale = isLocale(language) ? language : DEFAULT_LOCALE;
    loadNamespace(locale, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * One instance per server render and one in the browser. Resources handed over by the root loader
 * make the first render synchronous; other namespaces come through the lazy backend.
 */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['pt-BR', 'en'],
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      resources,
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return instance;
}
