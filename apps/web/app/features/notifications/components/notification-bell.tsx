import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '~/components/ui/icons';
import type { Locale } from '~/i18n/config';
import { onIdle } from '~/lib/idle';
import { useRealtimeLive } from '~/lib/realtime/realtime-provider';
import { useUnreadCount } from '../api/get-unread-count';

// The button is all the first load carries: the counters are fetched once the page is idle, and
// the live listeners and the panel load as their own chunks (the panel on the first open).
const NotificationChannels = lazy(() => import('./notification-channels'));
const NotificationPanel = lazy(() => import('./notification-panel'));

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
  const idle = useIdleAfterFirstPaint(enabled);
  const live = useRealtimeLive();
  const unread = useUnreadCount(enabled && (idle || open)).data;
  const count = unread ? unread.user_notifications + unread.global_notifications : 0;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-surface-overlay min-[400px]:size-11"
        aria-label={
          count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')
        }
        aria-haspopup="dialog"
      >
        <BellIcon className="size-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-on-accent tabular-nums"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </button>
      {enabled && idle && live && (
        <Suspense fallback={null}>
          <NotificationChannels />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onOpenChange={setOpen}
            unread={unread ?? null}
            locale={locale}
            onOpenChat={
              onOpenChat &&
              (() => {
                setOpen(false);
                onOpenChat();
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}
