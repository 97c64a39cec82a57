import type { Coupon } from '@vitrine/contract/bonuses.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL } from '~/lib/money';

/**
 * What a coupon gives, in one sentence: "100% do depósito até R$ 500,00, rollover 30x, aposta
 * máxima R$ 25,00, válido por 7 dias, depósito mínimo R$ 20,00".
 */
export function CouponTerms({ coupon, locale }: { coupon: Coupon; locale: Locale }) {
  const { t } = useTranslation('promotions');
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  const values = {
    percent: coupon.percent,
    max: brl(coupon.max_bonus),
    rollover: coupon.rollover_multiplier,
    days: coupon.valid_days,
    min: brl(coupon.min_deposit),
  };
  return (
    <>
      {coupon.max_bet === null
        ? t('coupon.givesNoMaxBet', values)
        : t('coupon.gives', { ...values, maxBet: brl(coupon.max_bet) })}
    </>
  );
}
