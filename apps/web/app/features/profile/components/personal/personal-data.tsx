import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/get-profile';
import { PRIVACY_SECTION_ID } from '../../model/profile-paths';
import { Card } from '~/components/ui/card';
import { LoadError } from '../common/load-error';
import { SkeletonRows } from '~/components/ui/skeleton';
import { BirthDateForm } from './birth-date-form';
import { LanguageForm } from './language-form';
import { NameForm } from './name-form';
import { PrivacySettings } from './privacy-settings';

/** `/user/edit/personal-data`: name, birth date, language, and the privacy settings. */
export function PersonalData() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const user = profile.data?.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('titles.personalData')}>
        {user ? (
          <div className="flex flex-col gap-6">
            <NameForm name={user.name} />
            <BirthDateForm birthDate={user.birth_date} />
            <LanguageForm language={user.language} />
          </div>
        ) : (
          <SkeletonRows rows={7} label={t('common.loading')} />
        )}
      </Card>
      {user ? (
        <PrivacySettings user={user} />
      ) : (
        <Card id={PRIVACY_SECTION_ID} title={t('privacy.title')}>
          <SkeletonRows rows={8} label={t('common.loading')} />
        </Card>
      )}
    </div>
  );
}
