import type { Promotion } from '@vitrine/contract/bonuses.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { localizePath, type Locale } from '~/core/i18n/config';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { useTenant } from '~/core/tenant/tenant-context';
import { PlainText } from './plain-text';
import { PromotionDates } from './promotion-dates';
import { PROMOTION_IMAGE } from './promotion-list';

/**
 * `/promotion/{slug}`: a promotion's text and terms, as plain text (never HTML), and its coupon
 * to use in a deposit (a guest is asked to sign up). A regulated brand shows no coupon.
 */
export function PromotionDetail({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  const { t } = useTranslation('promotions');
  const { theme } = useTenant();
  const requestDeposit = useDepositRequest();
  const coupon = theme.is_regulated ? null : promotion.coupon;
  return (
    <article className="flex flex-col gap-4">
      <Link
        to={localizePath('/promotion', locale)}
        className="text-sm font-semibold underline underline-offset-4"
      >
        {t('promotion.back')}
      </Link>
      <h1 className="text-2xl font-bold">{promotion.title}</h1>
      <p className="text-sm text-fg-muted">
        <PromotionDates promotion={promotion} locale={locale} />
      </p>
      {promotion.image && (
        <img
          src={promotion.image}
          alt=""
          width={PROMOTION_IMAGE.width}
          height={PROMOTION_IMAGE.height}
          className="aspect-video h-auto w-full max-w-2xl rounded-2xl object-cover"
        />
      )}
      <PlainText text={promotion.body} className="flex max-w-prose flex-col gap-3" />
      {coupon && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-raised p-4">
          <p className="font-mono font-semibold">{t('promotion.coupon', { code: coupon })}</p>
          <Button size="sm" onClick={() => void requestDeposit({ coupon })}>
            {t('promotion.useCoupon')}
          </Button>
        </div>
      )}
      <section aria-labelledby="promotion-terms" className="flex flex-col gap-2">
        <h2 id="promotion-terms" className="text-lg font-bold">
          {t('promotion.terms')}
        </h2>
        <PlainText
          text={promotion.terms}
          className="flex max-w-prose flex-col gap-3 text-sm text-fg-muted"
        />
      </section>
    </article>
  );
}
