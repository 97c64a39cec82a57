import type { NotificationKind, UnreadCount } from '@vitrine/contract/notifications.ts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '~/components/ui/dialog';
import type { Locale } from '~/core/i18n/config';
import { NotificationList } from './notification-list';

/** The panel's tabs, named as the contract names the lists (personal first). */
const TABS = ['user_notifications', 'global_notifications'] as const satisfies NotificationKind[];

/**
 * §2 notification side panel: the personal and the global notifications in two tabs, each paged by
 * 10 until its last page. Full width on small screens, a side panel from `sm` (the dialog's
 * `panel` layout): focus moves in, Escape closes, focus returns to the bell.
 */
export default function NotificationPanel({
  open,
  onOpenChange,
  unread,
  locale,
  onOpenChat,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's counters, once loaded. */
  unread: UnreadCount | null;
  locale: Locale;
  /** Set when the layout offers the chat panel: a chat notification opens it. */
  onOpenChat?: () => void;
}) {
  const { t, ready } = useTranslation('notifications');
  const [tab, setTab] = useState<NotificationKind>('user_notifications');
  const tabRefs = useRef(new Map<NotificationKind, HTMLButtonElement>());
  const baseId = useId();
  // The panel's texts are their own chunk: it opens once they are here (a moment).
  if (!ready) return null;

  // WAI-ARIA tabs: the arrow keys, Home and End move between the tabs and select them.
  const onTabKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const move = moves[event.key];
    const next = move === undefined ? undefined : TABS[move % TABS.length];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <Dialog
      layout="panel"
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      closeLabel={t('close')}
    >
      <div
        role="tablist"
        aria-label={t('tabs')}
        className="-mt-1 mb-4 grid grid-cols-2 gap-1 rounded-lg bg-surface p-1"
      >
        {TABS.map((kind) => {
          const selected = kind === tab;
          const count = unread?.[kind] ?? 0;
          return (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabRefs.current.set(kind, element);
                else tabRefs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${kind}-tab`}
              aria-controls={`${baseId}-${kind}-panel`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(kind)}
              onKeyDown={onTabKeyDown}
              className={`flex min-h-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold ${
                selected ? 'bg-surface-overlay text-fg' : 'text-fg-muted hover:text-fg'
              }`}
            >
              {t(`tab.${kind}`)}
              {count > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-accent px-1.5 text-xs leading-5 text-on-accent tabular-nums"
                  >
                    {count}
                  </span>
                  <span className="sr-only">{t('tabUnread', { count })}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        <NotificationList
          key={tab}
          kind={tab}
          unreadCount={unread?.[tab] ?? 0}
          locale={locale}
          onOpenChat={onOpenChat}
        />
      </div>
    </Dialog>
  );
}
