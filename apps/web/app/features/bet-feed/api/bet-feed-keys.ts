/**
 * Query keys of the live bet feed (house rule: key factories). No endpoint fills it: the public
 * channel's `BetPlaced` events write it (house rule: realtime events update the query cache), so
 * the last rounds are still there when the player comes back to a page that shows them.
 */
export const betFeedKeys = {
  all: ['bet-feed'] as const,
  feed: () => [...betFeedKeys.all, 'feed'] as const,
};
