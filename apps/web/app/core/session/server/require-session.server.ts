import { redirect } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import { AUTH_COOKIES, readCookie } from '~/lib/storage';
import { loginRedirectPath } from '../model/login-redirect';

/**
 * §2 "(auth)" routes: a request without the token cookie goes to the login modal over the home
 * page, which brings the player back here after signing in. `url` is the page's URL (the loader's
 * argument): on client navigations `request.url` is the `.data` request.
 */
export function requireSessionCookie(cookieHeader: string | null, url: URL): void {
  if (readCookie(cookieHeader, AUTH_COOKIES.token)) return;
  throw redirect(loginRedirectPath(localeFromPath(url.pathname), url.pathname + url.search));
}
