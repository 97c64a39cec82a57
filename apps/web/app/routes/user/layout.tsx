import { Outlet } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { SignedInArea, useLoaderMessages } from '../common/signed-in-area';
import type { Route } from './+types/layout';
import { PROFILE_NAMESPACE } from '~/features/profile/model/profile-messages';
import { requireSessionCookie } from '~/core/session/server/require-session.server';
import { memoRoute } from '~/lib/memo-route';

/** `/user` and everything under it: signed-in players only (§2 "Authenticated routes"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, profileMessages: await loadNamespace(locale, PROFILE_NAMESPACE) };
}

function ProfileAreaLayout({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, PROFILE_NAMESPACE, loaderData.profileMessages);
  return (
    <SignedInArea>
      <Outlet />
    </SignedInArea>
  );
}

export default memoRoute(ProfileAreaLayout);
