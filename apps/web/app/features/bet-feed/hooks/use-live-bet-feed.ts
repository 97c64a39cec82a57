import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '~/lib/realtime/realtime-provider';
import {
  type AnnouncementThrottle,
  createAnnouncementThrottle,
} from '../model/announcement-throttle';
import { type BetLine, EMPTY_BET_FEED, receiveBetEvent } from '../model/bet-feed';

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

/**
 * The live bet feed from the `BetPlaced` events of the public channel: its lines (rendered again
 * only when a round settles) and the one line a screen reader should hear now.
 */
export function useLiveBetFeed(): { lines: readonly BetLine[]; announced: BetLine | null } {
  const feed = useRef(EMPTY_BET_FEED);
  const [lines, setLines] = useState(EMPTY_BET_FEED.lines);
  const [announced, setAnnounced] = useState<BetLine | null>(null);
  const throttle = useAnnouncementThrottle(setAnnounced);

  useRealtimeEvent('public', 'BetPlaced', (event) => {
    const next = receiveBetEvent(feed.current, event);
    const newest = next.lines[0];
    if (next.lines !== feed.current.lines && newest) throttle.current?.offer(newest);
    feed.current = next;
    setLines(next.lines);
  });

  return { lines, announced };
}
