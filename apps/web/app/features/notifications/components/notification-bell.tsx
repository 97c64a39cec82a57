import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '~/components/ui/icons';
import type { Locale } from '~/core/i18n/config';
import { onIdle } from '~/lib/idle';

// The button is all the first load carries: the counters, the live notifications and the panel
// are one chunk, loaded once the page is idle after its first paint (or on the first tap).
const NotificationBellLive = lazy(() => import('./notification-bell-live'));

/** More than this shows as "99+" on the badge (the accessible name keeps the number). */
const BADGE_MAX = 99;

/** False on the server and until the browser is idle after the first paint. */
function useIdleAfterFirstPaint(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return;
    return onIdle(() => setIdle(true));
  }, [wanted, idle]);
  return idle;
}

/**
 * The header's notification bell (signed-in players): the unread counters of both kinds summed on
 * a badge, opening the notification side panel (§2 "Side panels").
 */
export function NotificationBell({
  enabled,
  locale,
  onOpenChat,
}: {
  /** The API client holds the player's token. */
  enabled: boolean;
  /** The page's language: the panel's dates and links follow it. */
  locale: Locale;
  /** §2: a chat notification, clicked, opens the chat panel (the layout connects it). */
  onOpenChat?: () => void;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  const idle = useIdleAfterFirstPaint(enabled);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-surface-overlay min-[520px]:size-11"
        aria-label={
          count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')
        }
        aria-haspopup="dialog"
      >
        <BellIcon className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0 right-0 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-on-accent tabular-nums min-[520px]:top-1 min-[520px]:right-0.5"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </button>
      {enabled && (idle || open) && (
        <Suspense fallback={null}>
          <NotificationBellLive
            open={open}
            onOpenChange={setOpen}
            onUnreadCount={setCount}
            locale={locale}
            onOpenChat={onOpenChat}
          />
        </Suspense>
      )}
    </>
  );
}
