import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  isOpenChatMessage,
  OPEN_CHAT_PARAM,
  OPEN_CHAT_VALUE,
} from '~/features/notifications/model/push-click';

/**
 * §2 "A chat notification clicked", from a push (features/notifications/model/push-click.ts): a page the
 * worker opened at `?chat=open` opens the chat panel and takes the marker off its address (a
 * replace: reloading or going back does not open it again); a page already open is told by a
 * message. Loaded with the idle layer, so nothing of it is in the first-load code.
 */
export function useOpenChatFromPush(onOpenChat: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(OPEN_CHAT_PARAM) === OPEN_CHAT_VALUE;
  const openChat = useEffectEvent(onOpenChat);

  useEffect(() => {
    if (!asked) return;
    openChat();
    setSearchParams(
      (params) => {
        params.delete(OPEN_CHAT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, setSearchParams]);

  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (isOpenChatMessage(event.data)) openChat();
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);
}

/** The hook as a component, for the idle layer. */
export function ChatFromPush({ onOpenChat }: { onOpenChat: () => void }) {
  useOpenChatFromPush(onOpenChat);
  return null;
}
