import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { useSignedInGate } from '~/core/session/hooks/use-signed-in-gate';

/**
 * A namespace that is not part of the shell, handed over by the loader of a signed-in area so the
 * server renders, and the browser hydrates, without a flash of untranslated keys.
 */
export function useLoaderMessages(
  locale: Locale,
  namespace: string,
  messages: Record<string, unknown>,
): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, namespace)) {
    i18n.addResourceBundle(locale, namespace, messages, true, false);
  }
}

/**
 * The page of a signed-in area (`/user`, `/account`): guests found by the start-up check go to the
 * login, and the pages' queries wait for the player's token.
 */
export function SignedInArea({ children }: { children: ReactNode }) {
  useSignedInGate();
  return <div className="flex flex-col gap-4 py-4 sm:py-6">{children}</div>;
}
