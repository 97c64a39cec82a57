import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccountNav } from '~/features/profile/components/account-nav';
import { sportsExperience } from '~/features/sportsbook/model/sports-experience';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useTenant } from '~/core/tenant/tenant-context';
import type { Route } from './+types/edit';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { memoRoute } from '~/lib/memo-route';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'edit'));

/** `/user/edit` (§2 "Editar conta"): the account settings, one page per tab. */
function EditAccountLayout() {
  const { t } = useTranslation('profile');
  const { theme } = useTenant();
  return (
    <>
      <h1 className="text-2xl font-bold">{t('titles.edit')}</h1>
      <AccountNav sportsHistory={sportsExperience(theme) === 'sportsbook'} />
      <Outlet />
    </>
  );
}

export default memoRoute(EditAccountLayout);
