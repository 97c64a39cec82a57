import { AccessData } from '~/features/profile/components/access/access-data';
import { memoRoute } from '~/lib/memo-route';

/** `/user/edit/access-data`: e-mail, phone and password. */
function AccessDataPage() {
  return <AccessData />;
}

export default memoRoute(AccessDataPage);
