import type { Promotion } from '@vitrine/contract/bonuses.ts';
import { useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatSaoPauloDay } from '~/lib/dates';

/** When a promotion runs, on Brazil's calendar: "De 01/01/2026 a 31/12/2026". */
export function PromotionDates({ promotion, locale }: { promotion: Promotion; locale: Locale }) {
  const { t } = useTranslation('promotions');
  const day = (iso: string) => formatSaoPauloDay(iso, intlLocale(locale));
  const { starts_at: start, ends_at: end } = promotion;
  if (start && end) return <>{t('promotion.between', { start: day(start), end: day(end) })}</>;
  if (end) return <>{t('promotion.until', { end: day(end) })}</>;
  if (start) return <>{t('promotion.since', { start: day(start) })}</>;
  return null;
}
