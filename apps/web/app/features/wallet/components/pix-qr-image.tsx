import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pixels of the QR code: fixed, so the dialog does not move when the image arrives. */
const QR_SIZE = 224;

/**
 * The QR drawing library, loaded once: the deposit dialog starts it when it opens, so the QR code
 * is drawn as soon as the charge arrives instead of after another download.
 */
export const loadQrCode = () => import('qrcode');

/** The charge's QR code, drawn in the browser from the BR Code (`qrcode` loads with the first one). */
export function PixQrImage({ payload }: { payload: string }) {
  const { t } = useTranslation('wallet');
  const [drawn, setDrawn] = useState<{ payload: string; src: string } | null>(null);

  // Synchronises with the drawing library, which loads and draws asynchronously.
  useEffect(() => {
    let current = true;
    void loadQrCode()
      .then((QRCode) => QRCode.toDataURL(payload, { width: QR_SIZE, margin: 1 }))
      .then((src) => {
        if (current) setDrawn({ payload, src });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [payload]);

  const src = drawn?.payload === payload ? drawn.src : null;
  return (
    <div
      className="mx-auto grid place-items-center rounded-lg bg-white"
      style={{ width: QR_SIZE, height: QR_SIZE }}
    >
      {src && <img src={src} alt={t('deposit.qrAlt')} width={QR_SIZE} height={QR_SIZE} />}
    </div>
  );
}
