import { AccessData } from '~/features/profile/components/access/access-data';

/** `/user/edit/access-data`: e-mail, phone and password. */
export default function AccessDataPage() {
  return <AccessData />;
}
