import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';

const WALLET_NAMESPACE = 'wallet';

type Messages = Record<string, unknown>;

/** The `wallet` messages, for the loader of a page that renders the wallet's histories. */
export const loadWalletMessages = (locale: Locale): Promise<Messages> =>
  loadNamespace(locale, WALLET_NAMESPACE);

/**
 * The `wallet` namespace is not part of the shell: the history pages' loaders hand it over so the
 * server renders, and the browser hydrates, the filters and skeletons already translated.
 */
export function useWalletMessages(locale: Locale, messages: Messages): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, WALLET_NAMESPACE)) {
    i18n.addResourceBundle(locale, WALLET_NAMESPACE, messages, true, false);
  }
}
