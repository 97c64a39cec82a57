import { BRAZIL_TIME_ZONE } from '@vitrine/contract/brazil-calendar.ts';
import { type ChatDay, chatDay, type DateInput } from '~/lib/dates';

// §4 "Chat date labels": the chat panel's messages with a separator before each calendar day's
// first one — 'Hoje', 'Ontem' (under /en 'Today', 'Yesterday', from i18next), otherwise
// DD/MM/YYYY — counted in the players' time zone, so the server's render and the browser agree.

/** The players' zone (Brazil): the day a message belongs to is São Paulo's. */
export const CHAT_TIME_ZONE = BRAZIL_TIME_ZONE;

export interface DatedMessage {
  id: string | number;
  created_at: DateInput;
}

export type ChatTimelineEntry<T extends DatedMessage> =
  { kind: 'day'; key: string; day: ChatDay } | { kind: 'message'; key: string; message: T };

const dayKey = (day: ChatDay) => (day.kind === 'date' ? day.text : day.kind);

/**
 * `messages` (oldest first) with a day entry before the first message of each day. A message with
 * an unreadable date joins the day before it.
 */
export function chatTimeline<T extends DatedMessage>(
  messages: readonly T[],
  now: Date,
  timeZone: string = CHAT_TIME_ZONE,
): ChatTimelineEntry<T>[] {
  const entries: ChatTimelineEntry<T>[] = [];
  let current: string | null = null;
  for (const message of messages) {
    const day = chatDay(message.created_at, now, timeZone);
    if (day && dayKey(day) !== current) {
      current = dayKey(day);
      entries.push({ kind: 'day', key: `day-${current}`, day });
    }
    entries.push({ kind: 'message', key: `message-${message.id}`, message });
  }
  return entries;
}
