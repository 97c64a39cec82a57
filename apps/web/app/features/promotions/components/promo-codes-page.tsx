import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { localizePath, type Locale } from '~/core/i18n/config';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { useTenant } from '~/core/tenant/tenant-context';
import { useCouponCheck } from '../hooks/use-coupon-check';
import { CouponCheckForm } from './coupon-check-form';
import { CouponList } from './coupon-list';

/**
 * `/promo-codes` ('Códigos promocionais', §2): check a code, see what it gives, deposit with it;
 * below, the codes open now. A guest checks codes too; using one asks them to sign up (the deposit
 * request does). A regulated brand offers no deposit code (Lei 14.790/2023 art. 29 I,
 * docs/product/brazil.md): the page says so first; a code typed anyway (from an advert elsewhere)
 * gets the platform's refusal with the reason, and no list of codes is shown.
 */
export function PromoCodesPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('promotions');
  const { theme } = useTenant();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('codes.title')}</h1>
        {!theme.is_regulated && <p className="text-fg-muted">{t('codes.intro')}</p>}
      </div>
      {theme.is_regulated ? <RegulatedCodes locale={locale} /> : <PromoCodes locale={locale} />}
    </div>
  );
}

function PromoCodes({ locale }: { locale: Locale }) {
  const { t } = useTranslation('promotions');
  const machine = useCouponCheck();
  const requestDeposit = useDepositRequest();
  const use = (code: string) => void requestDeposit({ coupon: code });
  return (
    <>
      <CouponCheckForm machine={machine} locale={locale} onUse={use} />
      <section className="flex flex-col gap-3" aria-labelledby="available-codes">
        <h2 id="available-codes" className="text-lg font-bold">
          {t('codes.available')}
        </h2>
        <CouponList locale={locale} onUse={use} />
      </section>
    </>
  );
}

function RegulatedCodes({ locale }: { locale: Locale }) {
  const machine = useCouponCheck();
  return (
    <>
      <RegulatedNotice locale={locale} />
      <CouponCheckForm machine={machine} locale={locale} onUse={() => undefined} />
    </>
  );
}

function RegulatedNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation('promotions');
  return (
    <section
      aria-labelledby="no-deposit-codes"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <h2 id="no-deposit-codes" className="text-lg font-bold">
        {t('codes.regulatedTitle')}
      </h2>
      <p>{t('codes.regulated')}</p>
      <Link
        to={localizePath('/promotion', locale)}
        className={`${buttonClasses('secondary', 'sm')} self-start`}
      >
        {t('codes.regulatedLink')}
      </Link>
    </section>
  );
}
