import type { AffiliatesResponse } from '@vitrine/contract/referrals.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/**
 * "Como funciona" in three steps. The reward is `cpa_value`, paid in cash on an unregulated brand
 * and to the loyalty wallet on a regulated one, never conditioned on the referrer's own deposit
 * (docs/product/vip-and-referrals.md "Refer a friend"; docs/design/vip-referrals-plan.md).
 */
export function HowItWorks({
  reward,
  rewardBalance,
  regulated,
  locale,
}: {
  reward: number;
  rewardBalance: AffiliatesResponse['reward_balance'];
  regulated: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('referrals');
  const loyalty = rewardBalance === 'loyalty' || regulated;
  const amount = formatBRL(reward, intlLocale(locale));
  const rewardStep =
    reward === 0
      ? t('how.rewardNone')
      : t(loyalty ? 'how.rewardLoyalty' : 'how.rewardCash', { amount });
  const steps = [t('how.share'), t('how.register'), rewardStep];
  return (
    <section aria-labelledby="referral-how-heading" className="flex flex-col gap-3">
      <h2 id="referral-how-heading" className="text-lg font-bold">
        {t('how.heading')}
      </h2>
      <ol className="grid gap-2 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={index}
            className="flex items-start gap-3 rounded-xl border border-line bg-surface-raised p-3"
          >
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand font-bold text-on-brand"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      {loyalty && reward > 0 && <p className="text-sm text-fg-muted">{t('how.loyaltyNote')}</p>}
    </section>
  );
}
