// A screen reader hears the live feed at its own pace: at most one line every few seconds, the
// newest one, and nothing when nothing new came. The table itself is not a live region.

/** How often at most a line of the feed is announced. */
export const ANNOUNCE_INTERVAL_MS = 5_000;

/** Schedules `task` after `ms`; returns what cancels it. */
export type Schedule = (task: () => void, ms: number) => () => void;

const scheduleWithTimers: Schedule = (task, ms) => {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
};

export interface AnnouncementThrottle<Item> {
  /** A new item: announced now, or when the interval since the last announcement is over. */
  offer(item: Item): void;
  stop(): void;
}

export function createAnnouncementThrottle<Item>(options: {
  announce: (item: Item) => void;
  intervalMs?: number;
  schedule?: Schedule;
}): AnnouncementThrottle<Item> {
  const intervalMs = options.intervalMs ?? ANNOUNCE_INTERVAL_MS;
  const schedule = options.schedule ?? scheduleWithTimers;
  let cancel: (() => void) | null = null;
  let waiting: { item: Item } | null = null;

  const announce = (item: Item) => {
    options.announce(item);
    cancel = schedule(() => {
      cancel = null;
      const next = waiting;
      waiting = null;
      if (next) announce(next.item);
    }, intervalMs);
  };

  return {
    offer(item) {
      // Within the interval only the newest item waits; older ones are never announced.
      if (cancel) waiting = { item };
      else announce(item);
    },
    stop() {
      cancel?.();
      cancel = null;
      waiting = null;
    },
  };
}
