import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Locale } from '~/i18n/config';

export const PROFILE_NAMESPACE = 'profile';

type Messages = Record<string, unknown>;

/**
 * The `profile` namespace is not part of the shell: the loader of the profile area hands it over so
 * the server renders, and the browser hydrates, without a flash of untranslated keys.
 */
export function useProfileMessages(locale: Locale, messages: Messages): void {
  const { i18n } = useTranslation();
  // Idempotent, and needed before the first child renders (also on the server), so not an effect.
  if (!i18n.hasResourceBundle(locale, PROFILE_NAMESPACE)) {
    i18n.addResourceBundle(locale, PROFILE_NAMESPACE, messages, true, false);
  }
}

const layoutDataSchema = z.object({
  profileMessages: z.object({ titles: z.record(z.string(), z.string()) }),
});

/** A page title from the profile area's messages, for `meta` (which runs outside React). */
export function profileTitle(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  key: 'profile' | 'edit' | 'verification' | 'wallet',
): string | undefined {
  for (const match of matches) {
    const parsed = layoutDataSchema.safeParse(match?.loaderData);
    if (parsed.success) return parsed.data.profileMessages.titles[key];
  }
  return undefined;
}
