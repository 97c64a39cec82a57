import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/get-profile';
import { Card } from '~/components/ui/card';
import { LoadError } from '../common/load-error';
import { SkeletonRows } from '~/components/ui/skeleton';
import { ContactSection } from './contact-section';
import { PasswordSection } from './password-section';

/** `/user/edit/access-data`: e-mail and phone (each verified by code) and the password. */
export function AccessData() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const user = profile.data?.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {profile.isError ? (
        <div className="lg:col-span-2">
          <LoadError onRetry={() => void profile.refetch()} />
        </div>
      ) : user ? (
        <>
          <ContactSection channel="email" user={user} />
          <ContactSection channel="sms" user={user} />
        </>
      ) : (
        <>
          <Card title={t('access.email.title')}>
            <SkeletonRows rows={3} label={t('common.loading')} />
          </Card>
          <Card title={t('access.phone.title')}>
            <SkeletonRows rows={3} label={t('common.loading')} />
          </Card>
        </>
      )}
      <div className="lg:col-span-2">
        <PasswordSection />
      </div>
    </div>
  );
}
