import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import { useCallback, useEffect, useRef } from 'react';
import {
  useRealtimeChatChannel,
  useRealtimeEvent,
  useRealtimeReconnected,
} from '~/lib/realtime/realtime-provider';
import { chatKeys } from '../api/chat-keys';
import { receiveChatMessage } from '../model/chat-list';

/** A hidden page draws no frames: its messages go into the list this often instead. */
const HIDDEN_FLUSH_MS = 1_000;

function putInList(queryClient: QueryClient, viewer: string, messages: readonly ChatMessage[]) {
  queryClient.setQueryData<ChatMessagesResponse>(chatKeys.messages(viewer), (list) =>
    list ? messages.reduce(receiveChatMessage, list) : list,
  );
}

/**
 * While the panel is open: the chat channel joined (a guest's too), each `MessageSent` put in the
 * list (a known id replaced: a pin changed), and the list fetched again after a dropped socket.
 * A busy room (100 messages a second) is drawn once a frame: the messages that arrived since the
 * last one go into the list together, so the panel renders once for all of them.
 */
export function useSyncChatChannel(viewer: string): void {
  const queryClient = useQueryClient();
  const pending = useRef<{ messages: ChatMessage[]; cancel: () => void } | null>(null);
  useRealtimeChatChannel(true);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    waiting.cancel();
    putInList(queryClient, viewer, waiting.messages);
  }, [queryClient, viewer]);
  // Closing the panel (or another viewer) puts what already arrived in the list.
  useEffect(() => flush, [flush]);

  useRealtimeEvent('chat', 'MessageSent', ({ message }) => {
    if (pending.current) {
      pending.current.messages.push(message);
      return;
    }
    const messages = [message];
    if (document.visibilityState === 'hidden') {
      const handle = setTimeout(flush, HIDDEN_FLUSH_MS);
      pending.current = { messages, cancel: () => clearTimeout(handle) };
    } else {
      const handle = requestAnimationFrame(flush);
      pending.current = { messages, cancel: () => cancelAnimationFrame(handle) };
    }
  });
  useRealtimeReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(viewer) });
  });
}
