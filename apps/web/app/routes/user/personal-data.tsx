import { PersonalData } from '~/features/profile/components/personal/personal-data';

/** `/user/edit/personal-data`: name, birth date, language and privacy. */
export default function PersonalDataPage() {
  return <PersonalData />;
}
