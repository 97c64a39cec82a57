import { redirect } from 'react-router';
import { localeFromPath, localizePath } from '~/core/i18n/config';
import type { Route } from './+types/edit-index';
import { memoRoute } from '~/lib/memo-route';

/** `/user/edit` itself shows its first tab. */
export function loader({ url }: Route.LoaderArgs) {
  throw redirect(localizePath('/user/edit/access-data', localeFromPath(url.pathname)));
}

function EditAccountIndex() {
  return null;
}

export default memoRoute(EditAccountIndex);
