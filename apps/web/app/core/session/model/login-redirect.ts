import { type Locale, localizePath } from '~/core/i18n/config';

/** The login page, told where to come back to once the player has signed in. */
export function loginRedirectPath(locale: Locale, back: string): string {
  return `${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`;
}
