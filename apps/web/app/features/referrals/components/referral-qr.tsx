import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pixels of the QR code: fixed, so the card does not move when the image arrives. */
const QR_SIZE = 176;

/** The referral link as a QR code, drawn in the browser (`qrcode` loads with the first one). */
export function ReferralQr({ link }: { link: string }) {
  const { t } = useTranslation('referrals');
  const [drawn, setDrawn] = useState<{ link: string; src: string } | null>(null);

  // Synchronises with the drawing library, which loads and draws asynchronously.
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { width: QR_SIZE, margin: 1 }))
      .then((src) => {
        if (current) setDrawn({ link, src });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [link]);

  const src = drawn?.link === link ? drawn.src : null;
  return (
    <div
      className="grid shrink-0 place-items-center rounded-lg bg-white"
      style={{ width: QR_SIZE, height: QR_SIZE }}
    >
      {src && <img src={src} alt={t('link.qrAlt')} width={QR_SIZE} height={QR_SIZE} />}
    </div>
  );
}
