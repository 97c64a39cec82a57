import type { Notification } from '@vitrine/contract/notifications.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale, type Locale, localizePath } from '~/core/i18n/config';
import { formatDate, formatTime } from '~/lib/dates';
import { pageIsBuilt } from '~/core/pages-not-built';
import { classifyUrl, safeHref } from '~/lib/safe-navigation';
import { NotificationImage } from './notification-image';

/** An image address worth loading: http(s) only (the contract says so; the page checks again). */
export function imageSource(img: string | null): string | null {
  if (!img) return null;
  const target = classifyUrl(img, window.location.origin);
  if (target.kind === 'external') return /^https?:\/\//.test(target.url) ? target.url : null;
  return target.kind === 'internal' ? target.path : null;
}

/**
 * Where the `user_box` of a notification leads: the player's boxes, in the page's language, opening
 * that box (`?open=`, as the reward modal's "Abrir agora"). No link while that page is not built
 * (issue 34 §6: a link never leads to a 404).
 */
export function userBoxHref(userBox: number | null, locale: Locale): string | null {
  if (userBox === null || !pageIsBuilt('/account/boxes')) return null;
  return safeHref(
    `${localizePath('/account/boxes', locale)}?open=${userBox}`,
    window.location.origin,
  );
}

/**
 * One notification (§3 display fields: title, description, image, date and time, its box). Every
 * text is a text node, isolated for direction: what the operator wrote is never markup.
 */
export function NotificationItem({
  notification,
  expanded,
  opensChat,
  locale,
  onOpen,
}: {
  notification: Notification;
  expanded: boolean;
  /** A chat notification opens the chat panel instead of unfolding. */
  opensChat: boolean;
  locale: Locale;
  onOpen: () => void;
}) {
  const { t } = useTranslation('notifications');
  const image = imageSource(notification.img);
  const box = expanded ? userBoxHref(notification.user_box, locale) : null;
  const dateOptions = { locale: intlLocale(locale) };

  return (
    <li
      className={`rounded-xl border ${
        notification.read ? 'border-line' : 'border-accent/60 bg-surface-overlay/40'
      }`}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={opensChat ? undefined : expanded}
        className="flex w-full gap-3 rounded-xl p-3 text-left hover:bg-surface-overlay"
      >
        {image && (
          <NotificationImage
            src={image}
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-lg"
          />
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-start gap-2">
            {!notification.read && (
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />
            )}
            <bdi className="font-bold [overflow-wrap:anywhere]">{notification.name}</bdi>
          </span>
          {!notification.read && <span className="sr-only">{t('unread')}</span>}
          <bdi
            className={`text-sm whitespace-pre-line text-fg-muted [overflow-wrap:anywhere] ${
              expanded ? '' : 'line-clamp-2'
            }`}
          >
            {notification.message}
          </bdi>
          <time dateTime={notification.created_at} className="text-xs text-fg-muted">
            {t('sentAt', {
              date: formatDate(notification.created_at, dateOptions),
              time: formatTime(notification.created_at, dateOptions),
            })}
          </time>
          {opensChat && <span className="text-xs font-semibold text-accent">{t('openChat')}</span>}
        </span>
      </button>
      {box && (
        <div className="px-3 pb-3">
          <Link
            to={box}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline"
          >
            {t('userBox')}
          </Link>
        </div>
      )}
    </li>
  );
}
