// §2: a chat notification clicked opens the chat panel — from a push too. What the service worker
// and the page agree on: the worker opens `/?chat=open` (the layout opens the panel and takes the
// marker off the address), or tells a page already open with a message.

/** The search parameter that asks the layout to open the chat panel: `?chat=open`. */
export const OPEN_CHAT_PARAM = 'chat';
export const OPEN_CHAT_VALUE = 'open';

/** What the worker posts to an open page when a chat notification is clicked. */
export const OPEN_CHAT_MESSAGE = 'vitrine:open-chat';

/** Whether a message from the service worker asks for the chat panel. */
export function isOpenChatMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    Object.getOwnPropertyDescriptor(data, 'type')?.value === OPEN_CHAT_MESSAGE
  );
}
