import type { KycStatus, User } from '@vitrine/contract/accounts.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocale } from '../../hooks/use-page-locale';
import { profilePath, type ProfilePage } from '../../model/profile-paths';
import { Card } from '~/components/ui/card';
import { type BadgeTone, StatusBadge } from '~/components/ui/badge';

const KYC_TONES: Record<KycStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** E-mail, phone and documents: verified or not, each with the way to fix it. */
export function VerificationSummary({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const emailVerified = user.email_verified_at !== null;
  const phoneVerified = user.phone_verified_at !== null;
  return (
    <Card title={t('status.title')}>
      <ul className="flex flex-col divide-y divide-line">
        <StatusRow
          label={t('status.email')}
          badge={<VerifiedBadge verified={emailVerified} />}
          action={emailVerified ? null : { page: 'accessData', label: t('status.verify') }}
        />
        <StatusRow
          label={t('status.phone')}
          badge={<VerifiedBadge verified={phoneVerified} />}
          action={phoneVerified ? null : { page: 'accessData', label: t('status.verify') }}
        />
        <StatusRow
          label={t('status.documents')}
          badge={
            <StatusBadge tone={KYC_TONES[user.kyc_status]}>
              {t(`status.kyc.${user.kyc_status}`)}
            </StatusBadge>
          }
          action={
            user.kyc_status === 'none' || user.kyc_status === 'rejected'
              ? { page: 'verification', label: t('status.send') }
              : null
          }
        />
      </ul>
    </Card>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('profile');
  return verified ? (
    <StatusBadge tone="success">{t('common.verified')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('common.notVerified')}</StatusBadge>
  );
}

function StatusRow({
  label,
  badge,
  action,
}: {
  label: string;
  badge: React.ReactNode;
  action: { page: ProfilePage; label: string } | null;
}) {
  const { locale } = usePageLocale();
  return (
    <li className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <span className="font-semibold">{label}</span>
      {badge}
      {action && (
        <Link
          to={profilePath(action.page, locale)}
          aria-label={`${action.label}: ${label}`}
          className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-2"
        >
          {action.label}
        </Link>
      )}
    </li>
  );
}
