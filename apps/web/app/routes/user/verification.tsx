import { Verification } from '~/features/profile/components/verification/verification';
import { pageMeta, themeFromMatches } from '~/features/tenant/model/tenant-meta';
import type { Route } from './+types/verification';
import { profileTitle } from './profile-messages';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(themeFromMatches(matches), profileTitle(matches, 'verification'));

/** `/user/edit/verification` (§2 "Verificar conta"). */
export default function VerificationPage() {
  return <Verification />;
}
