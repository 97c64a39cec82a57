import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatMinutesSeconds } from '~/lib/countdown';
import { formatBRL } from '~/lib/money';
import type { PixCharge } from '../model/pix-deposit';
import { PixQrImage } from './pix-qr-image';

type CopyState = 'idle' | 'copied' | 'failed';

/** A charge to pay: its QR code, the copia-e-cola text to copy, and the time left. */
export function PixChargeView({
  charge,
  secondsLeft,
  demoBankUrl,
  locale,
}: {
  charge: PixCharge;
  secondsLeft: number;
  demoBankUrl: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation('wallet');
  const codeId = useId();
  const statusId = useId();
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(charge.payload);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('deposit.scan')}</p>
      {charge.couponBonus ? (
        <p className="rounded-lg border border-brand/40 bg-brand/10 p-2 text-center font-semibold">
          {t('deposit.couponBonus', {
            amount: formatBRL(charge.couponBonus, intlLocale(locale)),
          })}
        </p>
      ) : null}
      <PixQrImage payload={charge.payload} />
      <p className="text-center font-semibold tabular-nums" role="timer" aria-live="off">
        {t('deposit.expiresIn', { time: formatMinutesSeconds(secondsLeft) })}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={codeId} className="text-sm font-semibold">
          {t('deposit.codeLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={codeId}
            readOnly
            value={charge.payload}
            aria-describedby={copy === 'idle' ? undefined : statusId}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClasses} min-w-0 flex-1 font-mono text-sm`}
          />
          <Button variant="secondary" onClick={() => void copyCode()}>
            {t('deposit.copy')}
          </Button>
        </div>
        <p
          id={statusId}
          role="status"
          className={copy === 'failed' ? 'text-sm text-danger' : 'text-sm text-fg-muted'}
        >
          {copy === 'copied' && t('deposit.copied')}
          {copy === 'failed' && t('deposit.copyFailed')}
        </p>
      </div>
      {demoBankUrl && (
        <a
          href={demoBankUrl}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary', 'sm')}
        >
          {t('deposit.demoBank')}
        </a>
      )}
    </div>
  );
}
