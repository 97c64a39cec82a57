import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@vitrine/contract/notifications.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import type { Locale } from '~/core/i18n/config';
import { useNotificationList } from '../api/get-notification-list';
import { useMarkAllRead } from '../api/mark-all-read';
import { listedNotifications, setUnreadCount } from '../api/notification-cache';
import { useReadNotification } from '../api/read-notification';
import { NotificationItem } from './notification-item';

/** One tab of the panel: its notifications, paged by 10 until `last_page`, and mark-all-read. */
export function NotificationList({
  kind,
  unreadCount,
  locale,
  onOpenChat,
}: {
  kind: NotificationKind;
  /** This kind's unread counter, as the bell shows it. */
  unreadCount: number;
  locale: Locale;
  onOpenChat?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const list = useNotificationList(kind, (unread) => setUnreadCount(queryClient, unread));
  const read = useReadNotification();
  const markAll = useMarkAllRead(kind);
  const [expanded, setExpanded] = useState<number | null>(null);

  if (list.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  // A first page that failed (a later one failing keeps the list, with its own retry below).
  if (list.isError && list.data === undefined) {
    return (
      <ListMessage role="alert" title={t('failed')}>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </ListMessage>
    );
  }

  const notifications = listedNotifications(list.data);
  if (notifications.length === 0) {
    return <ListMessage role="status" title={t(`empty.${kind}`)} />;
  }

  // §4: opening a notification reads it; a chat one opens the chat panel.
  const open = (notification: Notification, opensChat: boolean) => {
    if (!notification.read) read.mutate(notification);
    if (opensChat) onOpenChat?.();
    else setExpanded((current) => (current === notification.id ? null : notification.id));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {markAll.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('markAllFailed')}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {notifications.map((notification) => {
          const opensChat = notification.type === 'chat' && onOpenChat !== undefined;
          return (
            <NotificationItem
              key={notification.id}
              notification={notification}
              expanded={expanded === notification.id}
              opensChat={opensChat}
              locale={locale}
              onOpen={() => open(notification, opensChat)}
            />
          );
        })}
      </ul>
      <div className="flex min-h-11 flex-col items-center justify-center gap-2 text-sm text-fg-muted">
        {list.isFetchNextPageError ? (
          <>
            <p role="alert">{t('moreFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()}>
              {t('retry')}
            </Button>
          </>
        ) : list.hasNextPage ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        ) : (
          <p>{t('end')}</p>
        )}
      </div>
    </div>
  );
}

function ListMessage({
  role,
  title,
  children,
}: {
  role: 'alert' | 'status';
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-12 text-center"
    >
      <p className="font-bold">{title}</p>
      {children}
    </div>
  );
}
