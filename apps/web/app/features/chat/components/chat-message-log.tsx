import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatMessageLook, type ChatRow } from '../model/chat-list';
import { ChatMessageItem } from './chat-message-item';

/**
 * Rows kept in the DOM (chat messages rendered per batch, docs/product/tenant-and-shell.md
 * "§9 Device adaptation"): the newest ones, more on request while the reader looks back. A room
 * at 100 messages a second keeps this many.
 */
export const CHAT_RENDERED_ROWS = 100;
/** Within this many pixels of the end, the reader is following the newest messages. */
const FOLLOW_SLACK_PX = 48;

/**
 * The list, newest at the bottom. It follows new messages while the reader is at the end; once
 * they scroll up it stays put and offers a "new messages" button instead.
 */
export function ChatMessageLog({
  rows,
  now,
  locale,
}: {
  rows: readonly ChatRow[];
  now: number;
  locale: string;
}) {
  const { t } = useTranslation('chat');
  const frame = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const [extraRows, setExtraRows] = useState(0);
  // The newest row when the reader stopped following: anything newer is unseen.
  const [seenKey, setSeenKey] = useState<string | null>(null);
  const lastKey = rows.at(-1)?.key ?? null;
  const unseen = !following && lastKey !== seenKey;

  const rendered = following ? CHAT_RENDERED_ROWS : CHAT_RENDERED_ROWS + extraRows;
  const visible = rows.slice(-rendered);
  const hidden = rows.length - visible.length;

  // A new newest message is scrolled into view while the reader follows.
  useLayoutEffect(() => {
    const element = frame.current;
    if (element && lastKey !== null && following) element.scrollTop = element.scrollHeight;
  }, [lastKey, following]);

  const stopFollowing = () => {
    setFollowing(false);
    setSeenKey(lastKey);
  };

  const scrollToNewest = () => {
    setFollowing(true);
    setExtraRows(0);
    const element = frame.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={frame}
        role="log"
        aria-label={t('messages')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard too (axe scrollable-region-focusable)
        tabIndex={0}
        data-chat-log=""
        onScroll={(event) => {
          const element = event.currentTarget;
          const atEnd =
            element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX;
          if (atEnd && !following) setFollowing(true);
          else if (!atEnd && following) stopFollowing();
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-2"
      >
        {rows.length === 0 ? (
          <p className="py-8 text-center text-fg-muted">{t('empty')}</p>
        ) : (
          <>
            {hidden > 0 && (
              <button
                type="button"
                onClick={() => {
                  stopFollowing();
                  setExtraRows((current) => current + CHAT_RENDERED_ROWS);
                }}
                className="mx-auto mb-2 block min-h-11 rounded-lg px-3 text-sm font-semibold text-accent underline"
              >
                {t('earlier')}
              </button>
            )}
            <ol className="flex flex-col gap-1.5">
              {visible.map((row) =>
                row.kind === 'date' ? (
                  <li
                    key={row.key}
                    className="py-1 text-center text-xs font-semibold text-fg-muted"
                  >
                    {row.label}
                  </li>
                ) : (
                  <li key={row.key}>
                    <ChatMessageItem
                      message={row.message}
                      look={chatMessageLook(row.message, now)}
                      locale={locale}
                    />
                  </li>
                ),
              )}
            </ol>
          </>
        )}
      </div>
      {unseen && (
        <button
          type="button"
          onClick={scrollToNewest}
          className="absolute bottom-3 left-1/2 min-h-11 -translate-x-1/2 rounded-full bg-accent px-4 text-sm font-semibold text-on-accent shadow-lg"
        >
          {t('newMessages')}
        </button>
      )}
    </div>
  );
}
