import { PersonalData } from '~/features/profile/components/personal/personal-data';
import { memoRoute } from '~/lib/memo-route';

/** `/user/edit/personal-data`: name, birth date, language and privacy. */
function PersonalDataPage() {
  return <PersonalData />;
}

export default memoRoute(PersonalDataPage);
