import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';

export const GAME_NAMESPACE = 'game';

type Messages = Record<string, unknown>;

/**
 * The `game` namespace is not part of the shell: the loaders of the game pages hand it over so the
 * server renders, and the browser hydrates, without a flash of untranslated keys.
 */
export function useGameMessages(locale: Locale, messages: Messages): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, GAME_NAMESPACE)) {
    i18n.addResourceBundle(locale, GAME_NAMESPACE, messages, true, false);
  }
}
