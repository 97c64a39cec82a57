import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { ListMessage } from '~/components/ui/list-message';
import { Skeleton } from '~/components/ui/skeleton';
import type { Locale } from '~/core/i18n/config';
import { useViewer } from '~/core/session/viewer-context';
import { useAffiliates } from '../api/get-affiliates';
import { useSyncReferralChannels } from '../hooks/use-sync-referral-channels';
import { HowItWorks } from './how-it-works';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralList } from './referral-list';
import { ReferralTotals } from './referral-totals';

function ReferralsSkeleton() {
  const { t } = useTranslation('referrals');
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('list.loading')}</span>
      <Skeleton className="h-56 w-full rounded-2xl sm:h-52" />
      <Skeleton className="h-24 w-full rounded-xl" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

function NotAffiliateNotice() {
  const { t } = useTranslation('referrals');
  return (
    <section
      aria-labelledby="referral-not-affiliate-heading"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="referral-not-affiliate-heading" className="text-lg font-bold">
        {t('notAffiliate.heading')}
      </h2>
      <p className="text-fg-muted">{t('notAffiliate.text')}</p>
    </section>
  );
}

/**
 * `/refers` (signed in, §2; issue 38): the player's link to copy, share or show as a QR code, how
 * the programme works, the totals and the referred players. A player the operator has not made an
 * affiliate, on a brand where only affiliates refer, reads why there is no link.
 */
export function ReferralsPage({ locale, regulated }: { locale: Locale; regulated: boolean }) {
  const { t } = useTranslation('referrals');
  const { viewer, ready, signedIn } = useViewer();
  // A guest found by the start-up check is on the way to the login: nothing to ask for.
  const affiliates = useAffiliates(viewer, ready && signedIn);
  useSyncReferralChannels();
  const first = affiliates.data?.pages[0];

  let body;
  if (!first) {
    body = affiliates.isError ? (
      <ListMessage
        role="alert"
        title={t('list.failed')}
        action={<Button onClick={() => void affiliates.refetch()}>{t('list.retry')}</Button>}
      />
    ) : (
      <ReferralsSkeleton />
    );
  } else if (!first.can_refer) {
    body = (
      <>
        <NotAffiliateNotice />
        {first.total > 0 && <ReferralList query={affiliates} locale={locale} />}
      </>
    );
  } else {
    body = (
      <>
        <ReferralLinkCard link={first.link} code={first.code} />
        <HowItWorks
          reward={first.reward}
          rewardBalance={first.reward_balance}
          regulated={regulated}
          locale={locale}
        />
        <ReferralTotals totals={first.totals} locale={locale} />
        <ReferralList query={affiliates} locale={locale} />
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="text-fg-muted">{t('page.intro')}</p>
      </div>
      {body}
    </>
  );
}
