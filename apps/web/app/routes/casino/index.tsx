import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '~/core/i18n/config';
import type { Route } from './+types/index';

/** `/casino` (the navigation's and the error page's link) opens the lobby. */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(localizePath('/casino/games', localeFromPath(url.pathname)) + url.search);
}
