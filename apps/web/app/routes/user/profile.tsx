import { useTranslation } from 'react-i18next';
import { ProfileOverview } from '~/features/profile/components/overview/profile-overview';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/profile';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { memoRoute } from '~/lib/memo-route';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'profile'));

/** `/user` (§2, title "Edit Profile"). */
function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <h1 className="text-2xl font-bold">{t('titles.profile')}</h1>
      <ProfileOverview />
    </>
  );
}

export default memoRoute(ProfilePage);
