import type { User } from '@vitrine/contract/accounts.ts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrazilianPhoneInput } from '~/components/ui/field';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/dates';
import { useProfile } from '../../api/get-profile';
import { usePageLocale } from '../../hooks/use-page-locale';
import { LoadError } from '../common/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { AvatarUpload } from './avatar-upload';
import { ProfileLinks } from './profile-links';
import { VerificationSummary } from './verification-summary';
import { VipCard } from './vip-card';

// The modal (Radix) loads on the first open, not with the page.
const ProfileStatsDialog = lazy(() =>
  import('./profile-stats-dialog').then((module) => ({ default: module.ProfileStatsDialog })),
);

/** `/user`: picture, name, VIP level, verification status and the ways into the settings. */
export function ProfileOverview() {
  const { t } = useTranslation('profile');
  const profile = useProfile();

  if (profile.isError) {
    return <LoadError onRetry={() => void profile.refetch()} />;
  }
  const user = profile.data?.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-label={t('titles.profile')}
        className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6 lg:col-span-2"
      >
        {user ? <IdentityBlock user={user} /> : <IdentitySkeleton label={t('common.loading')} />}
      </section>
      <VipCard />
      {user ? (
        <VerificationSummary user={user} />
      ) : (
        <Skeleton className="h-56 w-full rounded-2xl" />
      )}
      <ProfileLinks />
    </div>
  );
}

function IdentityBlock({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { intl } = usePageLocale();
  const [statsOpen, setStatsOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-3">
        <div className="min-w-0">
          <p className="text-2xl font-bold break-words">{user.name}</p>
          <p className="text-sm text-fg-muted">
            {[user.username ? formatBrazilianPhoneInput(user.username) : null, user.email]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-fg-muted">
            {t('overview.memberSince', { date: formatDate(user.created_at, { locale: intl }) })}
          </p>
        </div>
        <AvatarUpload user={user} />
      </div>
      <Button
        variant="secondary"
        className="self-start"
        aria-haspopup="dialog"
        onClick={() => setStatsOpen(true)}
      >
        {t('overview.showStats')}
      </Button>
      {statsOpen && (
        <Suspense fallback={null}>
          <ProfileStatsDialog
            userId={user.id}
            ownPrivacy={{ settings: user.settings, hide_metrics: user.hide_metrics }}
            open={statsOpen}
            onOpenChange={setStatsOpen}
          />
        </Suspense>
      )}
    </div>
  );
}

function IdentitySkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="h-5 w-40" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <Skeleton className="h-9 w-32" />
      </div>
    </div>
  );
}
