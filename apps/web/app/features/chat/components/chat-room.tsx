import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { SkeletonRows } from '~/components/ui/skeleton';
import { useChatMessages } from '../api/get-chat-messages';
import { useSyncChatChannel } from '../hooks/use-live-chat';
import { usePinClock } from '../hooks/use-pin-clock';
import { chatView } from '../model/chat-list';
import { ChatComposer } from './chat-composer';
import type { ChatEntryProps } from './chat-entry';
import { ChatMessageItem } from './chat-message-item';
import { ChatMessageLog } from './chat-message-log';

/** The panel's body: pinned messages, the live list, and the composer (or the sign-in prompt). */
export function ChatRoom({ viewer, signedIn, ready, requestSignIn }: ChatEntryProps) {
  const { t, i18n } = useTranslation('chat');
  const query = useChatMessages(viewer, ready);
  useSyncChatChannel(viewer);
  const messages = query.data?.messages;
  const today = t('today');
  const yesterday = t('yesterday');

  const now = usePinClock(messages);
  const view = useMemo(
    () => chatView(messages ?? [], now, { today, yesterday }),
    [messages, now, today, yesterday],
  );

  return (
    <>
      {view.pinned.length > 0 && (
        <section
          aria-label={t('pinned')}
          className="max-h-[30%] shrink-0 overflow-y-auto border-b border-line bg-surface-overlay/60 px-3 py-2"
        >
          <ul className="flex flex-col gap-2">
            {view.pinned.map((message) => (
              <li key={message.id}>
                <ChatMessageItem message={message} look="pinned" locale={i18n.language} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {query.isPending ? (
        <div className="flex-1 p-4">
          <SkeletonRows rows={4} label={t('loading')} />
        </div>
      ) : query.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4 text-center">
          <p role="alert">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ChatMessageLog rows={view.rows} now={now} locale={i18n.language} />
      )}
      <ChatComposer
        viewer={viewer}
        signedIn={signedIn}
        gate={query.data ?? null}
        now={now}
        requestSignIn={requestSignIn}
      />
    </>
  );
}
