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
/**
 * A busy room is drawn at most this often (a frame after it): ten times a second is live to a
 * reader, and each drawing lays the list out again.
 */
const BUSY_FLUSH_MS = 100;

function putInList(queryClient: QueryClient, viewer: string, messages: readonly ChatMessage[]) {
  queryClient.setQueryData<ChatMessagesResponse>(chatKeys.messages(viewer), (list) =>
    list ? messages.reduce(receiveChatMessage, list) : list,
  );
}

/**
 * While the panel is open: the chat channel joined (a guest's too), each `MessageSent` put in the
 * list (a known id replaced: a pin changed), and the list fetched again after a dropped socket.
 * A busy room (100 messages a second) is drawn in batches: the messages that arrived since the last
 * drawing go into the list together at the next frame, at most every BUSY_FLUSH_MS, so the panel
 * renders and lays out once for all of them.
 */
export function useSyncChatChannel(viewer: string): void {
  const queryClient = useQueryClient();
  const pending = useRef<{ messages: ChatMessage[]; cancel: () => void } | null>(null);
  const lastFlush = useRef(Number.NEGATIVE_INFINITY);
  useRealtimeChatChannel(true);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    pending.current = null;
    waiting.cancel();
    lastFlush.current = performance.now();
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
      // The next frame, or the first one BUSY_FLUSH_MS after the last drawing.
      let frame: number | null = null;
      const wait = lastFlush.current + BUSY_FLUSH_MS - performance.now();
      const timer = setTimeout(() => (frame = requestAnimationFrame(flush)), Math.max(0, wait));
      pending.current = {
        messages,
        cancel: () => {
          clearTimeout(timer);
          if (frame !== null) cancelAnimationFrame(frame);
        },
      };
    }
  });
  useRealtimeReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(viewer) });
  });
}
