import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type Locale } from '~/core/i18n/config';
import { usePromotions } from '../api/get-promotions';
import { PromotionOffersSkeleton } from './promotion-offers-skeleton';

const HEADING_ID = 'promotion-offers-heading';

/**
 * The tenant's current promotions as compact cards, each to its rules (`/promotion/{slug}`): what
 * a guest's `/bonus` offers (issue 37). The platform serves a regulated brand its allowed kinds
 * only, as on `/promotion`. Nothing when there is none or the list fails: the sign-up below stays.
 */
export function PromotionOffers({ locale }: { locale: Locale }) {
  const { t, ready } = useTranslation('promotions');
  const promotions = usePromotions(locale);
  if (!ready || promotions.isPending) {
    return <PromotionOffersSkeleton label={ready ? t('promotion.offersLoading') : undefined} />;
  }
  if (promotions.isError || promotions.data.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-3">
      <h2 id={HEADING_ID} className="text-lg font-bold">
        {t('promotion.offers')}
      </h2>
      <ul aria-labelledby={HEADING_ID} className="grid gap-3 sm:grid-cols-2">
        {promotions.data.map((promotion) => (
          <li
            key={promotion.id}
            className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4"
          >
            <h3 className="font-bold">{promotion.title}</h3>
            <p className="text-sm text-fg-muted">{promotion.summary}</p>
            <Link
              to={localizePath(`/promotion/${promotion.slug}`, locale)}
              aria-label={t('promotion.rulesOf', { title: promotion.title })}
              className="mt-auto self-start text-sm font-semibold underline underline-offset-4"
            >
              {t('promotion.rules')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
