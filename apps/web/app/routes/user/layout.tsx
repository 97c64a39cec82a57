import { Outlet } from 'react-router';
import { ProfileSessionProvider } from '~/features/profile/profile-session-context';
import { localeFromPath } from '~/i18n/config';
import { loadNamespace } from '~/i18n/resources';
import type { Route } from './+types/layout';
import { PROFILE_NAMESPACE, useProfileMessages } from './profile-messages';
import { requireSessionCookie } from './require-session.server';
import { useProfileSessionBridge } from './use-profile-session';

/** `/user` and everything under it: signed-in players only (§2 "Authenticated routes"). */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, profileMessages: await loadNamespace(locale, PROFILE_NAMESPACE) };
}

export default function ProfileAreaLayout({ loaderData }: Route.ComponentProps) {
  useProfileMessages(loaderData.locale, loaderData.profileMessages);
  const session = useProfileSessionBridge();
  return (
    <ProfileSessionProvider value={session}>
      <div className="flex flex-col gap-4 py-4 sm:py-6">
        <Outlet />
      </div>
    </ProfileSessionProvider>
  );
}
