import type { Promotion } from '@vitrine/contract/bonuses.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath, type Locale } from '~/core/i18n/config';
import { PromotionDates } from './promotion-dates';

/** The image's box, kept before it loads so the cards do not move (16:9). */
export const PROMOTION_IMAGE = { width: 640, height: 360 } as const;

/** `/promotion` ('Promoções', issue 37): the tenant's promotions as cards, each to its rules. */
export function PromotionList({ promotions, locale }: { promotions: Promotion[]; locale: Locale }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('promotion.title')}</h1>
        <p className="text-fg-muted">{t('promotion.intro')}</p>
      </div>
      {promotions.length === 0 ? (
        <p>{t('promotion.none')}</p>
      ) : (
        <ul aria-label={t('promotion.listLabel')} className="grid gap-4 sm:grid-cols-2">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PromotionCard({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  const { t } = useTranslation('promotions');
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised">
      {promotion.image && (
        <img
          src={promotion.image}
          alt=""
          width={PROMOTION_IMAGE.width}
          height={PROMOTION_IMAGE.height}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold">{promotion.title}</h2>
        <p className="text-sm">{promotion.summary}</p>
        <p className="text-xs text-fg-muted">
          <PromotionDates promotion={promotion} locale={locale} />
        </p>
        <Link
          to={localizePath(`/promotion/${promotion.slug}`, locale)}
          aria-label={t('promotion.rulesOf', { title: promotion.title })}
          className="mt-auto self-start text-sm font-semibold underline underline-offset-4"
        >
          {t('promotion.rules')}
        </Link>
      </div>
    </article>
  );
}
