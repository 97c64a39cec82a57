import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import type { Locale } from '~/core/i18n/config';
import { useViewer } from '~/core/session/viewer-context';
import { useCoupons } from '../api/get-coupons';
import { CouponTerms } from './coupon-terms';

/** `GET /bonuses/coupons`: the codes the player may use, each to copy or to use in a deposit. */
export function CouponList({ locale, onUse }: { locale: Locale; onUse: (code: string) => void }) {
  const { t } = useTranslation('promotions');
  const { viewer, ready } = useViewer();
  const coupons = useCoupons(viewer, ready);
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied({ code, ok: true });
    } catch {
      setCopied({ code, ok: false });
    }
  };

  if (coupons.isPending) return <p role="status">{t('codes.loading')}</p>;
  if (coupons.isError) {
    return (
      <div role="alert" className="flex items-center gap-2">
        <p>{t('codes.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void coupons.refetch()}>
          {t('codes.retry')}
        </Button>
      </div>
    );
  }
  if (coupons.data.length === 0) return <p>{t('codes.none')}</p>;
  return (
    <>
      <ul aria-label={t('codes.available')} className="grid gap-3 sm:grid-cols-2">
        {coupons.data.map((coupon) => (
          <li key={coupon.code}>
            <article className="flex h-full flex-col gap-2 rounded-xl border border-line bg-surface-raised p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-mono text-lg font-bold">{coupon.code}</h3>
                {coupon.used && <StatusBadge tone="neutral">{t('codes.used')}</StatusBadge>}
              </div>
              <p className="text-sm">{coupon.description}</p>
              <p className="text-sm text-fg-muted">
                <CouponTerms coupon={coupon} locale={locale} />
              </p>
              {!coupon.used && (
                <div className="mt-auto flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('codes.copy', { code: coupon.code })}
                    onClick={() => void copy(coupon.code)}
                  >
                    {t('codes.copyShort')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('codes.useCode', { code: coupon.code })}
                    onClick={() => onUse(coupon.code)}
                  >
                    {t('codes.useShort')}
                  </Button>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      <p role="status" className={copied?.ok === false ? 'text-sm text-danger' : 'text-sm'}>
        {copied && (copied.ok ? t('codes.copied', { code: copied.code }) : t('codes.copyFailed'))}
      </p>
    </>
  );
}
