import { useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { inputClasses } from '~/components/ui/field';
import { canShareLinks, copyToClipboard } from '../model/share-link';
import { ReferralQr } from './referral-qr';

const noSubscription = () => () => {};

/**
 * The player's link (`{site}/?ref=CODE`) in a read-only field, to copy, to share where the device
 * has the Web Share API, and as a QR code to show a friend in person.
 */
export function ReferralLinkCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('referrals');
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The server renders without the share button; the browser adds it where the API exists.
  const shareable = useSyncExternalStore(noSubscription, canShareLinks, () => false);

  const copyLink = async () => {
    if (await copyToClipboard(link)) {
      toast.success(t('link.copied'));
      return;
    }
    // The fallback: the link selected in its field, ready for the device's own copy.
    field.current?.focus();
    field.current?.select();
    toast.error(t('link.copyFailed'));
  };

  const shareLink = async () => {
    try {
      await navigator.share({ title: t('link.shareTitle'), text: t('link.shareText'), url: link });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <section
      aria-labelledby="referral-link-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 id="referral-link-heading" className="text-lg font-bold">
          {t('link.heading')}
        </h2>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {t('link.label')}
          </label>
          <input
            ref={field}
            id={fieldId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClasses} min-w-0 font-mono text-sm`}
          />
          <p className="text-sm text-fg-muted">{t('link.code', { code })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copyLink()}>{t('link.copy')}</Button>
          {shareable && (
            <Button variant="secondary" onClick={() => void shareLink()}>
              {t('link.share')}
            </Button>
          )}
        </div>
      </div>
      <div className="self-center">
        <ReferralQr link={link} />
      </div>
    </section>
  );
}
