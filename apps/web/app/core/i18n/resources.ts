import type { Resource, ResourceLanguage } from 'i18next';
import type { Locale } from './config';

type Messages = Record<string, unknown>;

// Every locale file is its own lazy chunk: the client loads a language's namespace on first use.
const lazyMessages = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

// The §5 validation messages are the contract's own files, shared with the platform.
const contractValidation: Record<Locale, () => Promise<Messages>> = {
  'pt-BR': () =>
    import('@vitrine/contract/validation/messages/pt-BR.json').then((module) => module.default),
  en: () =>
    import('@vitrine/contract/validation/messages/en.json').then((module) => module.default),
};

export async function loadNamespace(locale: Locale, namespace: string): Promise<Messages> {
  if (namespace === 'validation') return contractValidation[locale]();
  const load = lazyMessages[`./locales/${locale}/${namespace}.json`];
  if (!load) throw new Error(`No messages for ${locale}/${namespace}`);
  return load();
}

/** The messages a page needs to render and hydrate without a flash of untranslated keys. */
export async function loadResources(
  locale: Locale,
  namespaces: readonly string[],
): Promise<Resource> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const),
  );
  const language: ResourceLanguage = Object.fromEntries(entries);
  return { [locale]: language };
}
