import { Verification } from '~/features/profile/components/verification/verification';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/verification';
import { profileTitle } from '~/features/profile/model/profile-messages';
import { memoRoute } from '~/lib/memo-route';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'verification'));

/** `/user/edit/verification` (§2 "Verificar conta"). */
function VerificationPage() {
  return <Verification />;
}

export default memoRoute(VerificationPage);
