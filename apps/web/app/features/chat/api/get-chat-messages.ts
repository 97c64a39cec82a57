import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { chatKeys } from './chat-keys';

const chatSchemas = () => import('@vitrine/contract/chat.ts');

/** §9 "Lists and chat": the chat fetch limit. */
export const CHAT_LIMIT = 50;

/**
 * `GET /chat/messages?limit=50` (guests too): the last messages oldest first, any older one still
 * pinned before them, and what the player has wagered against the tenant's minimum to write.
 */
export async function getChatMessages(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<ChatMessagesResponse> {
  const { chatMessagesResponseSchema } = await chatSchemas();
  return client.get('/chat/messages', {
    query: { limit: CHAT_LIMIT },
    schema: chatMessagesResponseSchema,
    // The panel shows the failure with its own retry.
    reportErrors: false,
    signal,
  });
}

export function chatMessagesQueryOptions(client: HttpClient, viewer: string) {
  return queryOptions({
    queryKey: chatKeys.messages(viewer),
    queryFn: ({ signal }) => getChatMessages(client, signal),
    // Live messages arrive only while the panel is open: opening it again fetches what was missed.
    staleTime: 0,
  });
}

/** The chat list while the panel is open; `ready`: the API client holds the player's token. */
export function useChatMessages(viewer: string, ready: boolean) {
  const client = useApiClient();
  return useQuery({ ...chatMessagesQueryOptions(client, viewer), enabled: ready });
}
