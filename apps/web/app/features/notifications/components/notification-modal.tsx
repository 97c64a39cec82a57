import type { Notification } from '@vitrine/contract/notifications.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import type { Locale } from '~/core/i18n/config';
import { NotificationImage } from './notification-image';
import { imageSource, userBoxHref } from './notification-item';

/**
 * §4 "Notification": the in-app modal of one live notification — its title, description, image
 * (http(s) only) and the `user_box` link when there is one. A prompt of the overlay stack: it waits
 * behind the 18+ question and any dialog the player opened. Every text is a text node.
 */
export function NotificationModal({
  notification,
  locale,
  onClose,
}: {
  notification: Notification | null;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const image = notification ? imageSource(notification.img) : null;
  const box = notification ? userBoxHref(notification.user_box, locale) : null;

  return (
    <Dialog
      open={notification !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      priority="prompt"
      layout="alert"
      title={<bdi className="[overflow-wrap:anywhere]">{notification?.name}</bdi>}
      closeLabel={t('live.modalClose')}
    >
      {notification && (
        <div className="flex flex-col gap-4">
          {image && (
            <NotificationImage
              src={image}
              width={400}
              height={225}
              className="aspect-video w-full rounded-xl"
            />
          )}
          <bdi className="text-sm whitespace-pre-line text-fg-muted [overflow-wrap:anywhere]">
            {notification.message}
          </bdi>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {box && (
              <Link
                to={box}
                onClick={onClose}
                className="inline-flex min-h-11 items-center font-semibold text-accent underline"
              >
                {t('userBox')}
              </Link>
            )}
            <Button type="button" onClick={onClose}>
              {t('live.modalClose')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
