import type { AffiliatesResponse } from '@vitrine/contract/referrals.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/** What the programme has brought the player so far: registered, qualified, earned. */
export function ReferralTotals({
  totals,
  locale,
}: {
  totals: AffiliatesResponse['totals'];
  locale: Locale;
}) {
  const { t } = useTranslation('referrals');
  const intl = intlLocale(locale);
  const figures = [
    { label: t('totals.registered'), value: new Intl.NumberFormat(intl).format(totals.registered) },
    { label: t('totals.qualified'), value: new Intl.NumberFormat(intl).format(totals.qualified) },
    { label: t('totals.earned'), value: formatBRL(totals.earned, intl) },
  ];
  return (
    <section aria-labelledby="referral-totals-heading" className="flex flex-col gap-3">
      <h2 id="referral-totals-heading" className="text-lg font-bold">
        {t('totals.heading')}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface-raised p-3"
          >
            <dt className="text-sm text-fg-muted">{figure.label}</dt>
            <dd className="text-lg font-bold tabular-nums [overflow-wrap:anywhere]">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
