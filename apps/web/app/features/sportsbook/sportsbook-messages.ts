import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';

/** The sportsbook's strings (core/i18n/locales/{locale}/sportsbook.json): not part of the shell. */
export const SPORTSBOOK_NAMESPACE = 'sportsbook';

type Messages = Record<string, unknown>;

/**
 * Hands over the messages a sportsbook page's loader read, so the server renders, and the browser
 * hydrates, without a flash of untranslated keys.
 */
export function useSportsbookMessages(locale: Locale, messages: Messages): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, SPORTSBOOK_NAMESPACE)) {
    i18n.addResourceBundle(locale, SPORTSBOOK_NAMESPACE, messages, true, false);
  }
}
