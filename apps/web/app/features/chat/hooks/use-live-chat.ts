import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import {
  useRealtimeChatChannel,
  useRealtimeEvent,
  useRealtimeReconnected,
} from '~/lib/realtime/realtime-provider';
import { chatKeys } from '../api/chat-keys';
import { receiveChatMessage } from '../model/chat-list';

/**
 * While the panel is open: the chat channel joined (a guest's too), each `MessageSent` put in the
 * list (a known id replaced: a pin changed), and the list fetched again after a dropped socket.
 */
export function useSyncChatChannel(viewer: string): void {
  const queryClient = useQueryClient();
  useRealtimeChatChannel(true);
  useRealtimeEvent('chat', 'MessageSent', ({ message }) => {
    queryClient.setQueryData<ChatMessagesResponse>(chatKeys.messages(viewer), (list) =>
      list ? receiveChatMessage(list, message) : list,
    );
  });
  useRealtimeReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.messages(viewer) });
  });
}
