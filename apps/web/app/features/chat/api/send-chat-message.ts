import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChatMessage,
  ChatMessagesResponse,
  ChatRefusal,
  SendChatMessageRequest,
} from '@vitrine/contract/chat.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { isHttpError, serverStateMessageKey, unansweredMessageKey } from '~/lib/http/http-error';
import { receiveChatMessage } from '../model/chat-list';
import { chatKeys } from './chat-keys';

const chatSchemas = () => import('@vitrine/contract/chat.ts');

/** Why a message did not go: the panel keeps the text and says this. */
export type ChatSendFailure =
  /** 403 / 429 with the contract's `ChatRefusal`: rate limit, mute, minimum wagered. */
  | { kind: 'refused'; refusal: ChatRefusal }
  /** 401: the session ended. */
  | { kind: 'signed-out' }
  /**
   * The server's state failed it after its retry (429 without a refusal, 5xx), or no answer came
   * (no connection, not in time): §8's status message under this key (namespace `errors`).
   */
  | { kind: 'unavailable'; messageKey: `error_messages.${number}` }
  /** Anything else: the platform's words when it said some (a 422 on the text), else none. */
  | { kind: 'other'; message: string | null };

export class ChatSendError extends Error {
  override readonly name = 'ChatSendError';
  readonly failure: ChatSendFailure;
  constructor(failure: ChatSendFailure, cause: unknown) {
    super(failure.kind, { cause });
    this.failure = failure;
  }
}

/** `POST /chat/messages` (signed in): the message as everyone receives it, or a ChatSendError. */
export async function sendChatMessage(
  client: HttpClient,
  body: SendChatMessageRequest,
): Promise<ChatMessage> {
  const { sendChatMessageResponseSchema, chatRefusalSchema } = await chatSchemas();
  try {
    const answer = await client.post('/chat/messages', {
      body,
      schema: sendChatMessageResponseSchema,
      // The panel shows the refusal under the field, which keeps the text.
      reportErrors: false,
    });
    return answer.message;
  } catch (error) {
    if (!isHttpError(error)) throw new ChatSendError({ kind: 'other', message: null }, error);
    const refusal = chatRefusalSchema.safeParse(error.data);
    if (refusal.success) throw new ChatSendError({ kind: 'refused', refusal: refusal.data }, error);
    if (error.status === 401) throw new ChatSendError({ kind: 'signed-out' }, error);
    const messageKey = serverStateMessageKey(error) ?? unansweredMessageKey(error);
    if (messageKey) throw new ChatSendError({ kind: 'unavailable', messageKey }, error);
    throw new ChatSendError({ kind: 'other', message: error.messages[0] ?? null }, error);
  }
}

/** Sends a message and shows it at once (MessageSent brings the same id and replaces it). */
export function useSendChatMessage(viewer: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ChatMessage, ChatSendError, SendChatMessageRequest>({
    mutationFn: async (body) => {
      try {
        return await sendChatMessage(client, body);
      } catch (error) {
        throw error instanceof ChatSendError
          ? error
          : new ChatSendError({ kind: 'other', message: null }, error);
      }
    },
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessagesResponse>(chatKeys.messages(viewer), (list) =>
        list ? receiveChatMessage(list, message) : list,
      );
    },
  });
}
