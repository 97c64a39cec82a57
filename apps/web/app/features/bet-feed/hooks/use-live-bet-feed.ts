import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '~/lib/realtime/realtime-provider';
import { betFeedKeys } from '../api/bet-feed-keys';
import {
  type AnnouncementThrottle,
  createAnnouncementThrottle,
} from '../model/announcement-throttle';
import { type BetFeed, type BetLine, EMPTY_BET_FEED, receiveBetEvent } from '../model/bet-feed';

/** The announcement throttle of the feed's live region, stopped with the component. */
function useAnnouncementThrottle(announce: (line: BetLine) => void) {
  const throttle = useRef<AnnouncementThrottle<BetLine> | null>(null);
  useEffect(() => {
    const created = createAnnouncementThrottle({ announce });
    throttle.current = created;
    return () => {
      created.stop();
      throttle.current = null;
    };
  }, [announce]);
  return throttle;
}

const linesOf = (feed: BetFeed) => feed.lines;

/**
 * The live bet feed from the `BetPlaced` events of the public channel: its lines (rendered again
 * only when a round settles) and the one line a screen reader should hear now.
 */
export function useLiveBetFeed(): { lines: readonly BetLine[]; announced: BetLine | null } {
  const queryClient = useQueryClient();
  const { data: lines = EMPTY_BET_FEED.lines } = useQuery({
    queryKey: betFeedKeys.feed(),
    queryFn: skipToken,
    initialData: EMPTY_BET_FEED,
    staleTime: Number.POSITIVE_INFINITY,
    select: linesOf,
  });
  const [announced, setAnnounced] = useState<BetLine | null>(null);
  const throttle = useAnnouncementThrottle(setAnnounced);

  useRealtimeEvent('public', 'BetPlaced', (event) => {
    const feed = queryClient.getQueryData<BetFeed>(betFeedKeys.feed()) ?? EMPTY_BET_FEED;
    const next = receiveBetEvent(feed, event);
    if (next === feed) return;
    queryClient.setQueryData(betFeedKeys.feed(), next);
    const newest = next.lines[0];
    if (next.lines !== feed.lines && newest) throttle.current?.offer(newest);
  });

  return { lines, announced };
}
