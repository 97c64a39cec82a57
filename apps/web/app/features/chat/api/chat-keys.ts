/**
 * Query keys of the global chat (house rule: key factories), per viewer: a guest sees no amountBet.
 */
export const chatKeys = {
  all: ['chat'] as const,
  messages: (viewer: string) => [...chatKeys.all, 'messages', viewer] as const,
};
