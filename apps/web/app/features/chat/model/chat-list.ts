import type { ChatMessage, ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import { chatDateLabel } from '~/lib/dates';

// The chat list as the panel shows it (§3 "Chat message", §4 "Chat date labels"): pinned messages
// on top while `pinned_until` is ahead, the rest in time order with a date label before each day.
// Pure: `now` is given, so pins expiring and days turning are tested without timers.

/** How many messages the panel keeps (a live room keeps arriving; the oldest leave first). */
export const CHAT_KEPT_MESSAGES = 200;

/** How a message looks: pinned, the operator's, a mission's, or a player's. */
export type ChatMessageLook = 'pinned' | 'global' | 'mission' | 'normal';

export function isPinnedAt(message: ChatMessage, now: number): boolean {
  if (message.pinned_until === null) return false;
  return Date.parse(message.pinned_until) > now;
}

/** The look of `message` at `now`: a pin that has run out falls back to what the message is. */
export function chatMessageLook(message: ChatMessage, now: number): ChatMessageLook {
  if (isPinnedAt(message, now)) return 'pinned';
  if (message.mission !== null) return 'mission';
  if (message.user === null || message.type === 'global') return 'global';
  return 'normal';
}

/**
 * A message received live (MessageSent) or just sent: one already there is replaced (a pin
 * changed), a new one is appended; beyond CHAT_KEPT_MESSAGES the oldest leave.
 */
export function receiveChatMessage(
  list: ChatMessagesResponse,
  message: ChatMessage,
): ChatMessagesResponse {
  const index = list.messages.findIndex((existing) => existing.id === message.id);
  if (index !== -1) {
    if (JSON.stringify(list.messages[index]) === JSON.stringify(message)) return list;
    const messages = list.messages.slice();
    messages[index] = message;
    return { ...list, messages };
  }
  const messages = [...list.messages, message];
  return { ...list, messages: messages.slice(-CHAT_KEPT_MESSAGES) };
}

export type ChatRow =
  | { kind: 'date'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

export interface ChatView {
  /** Pinned now, oldest pin first. */
  pinned: ChatMessage[];
  /** Every other message in time order, a date label before each day's first. */
  rows: ChatRow[];
}

/** When the next pin among `messages` runs out (ms since the epoch); null when none is pinned. */
export function nextPinExpiry(messages: readonly ChatMessage[], now: number): number | null {
  let next: number | null = null;
  for (const message of messages) {
    if (!isPinnedAt(message, now) || message.pinned_until === null) continue;
    const until = Date.parse(message.pinned_until);
    next = next === null ? until : Math.min(next, until);
  }
  return next;
}

const byTime = (a: ChatMessage, b: ChatMessage) =>
  Date.parse(a.time) - Date.parse(b.time) || a.id - b.id;

export function chatView(
  messages: readonly ChatMessage[],
  now: number,
  words: { today: string; yesterday: string },
  timeZone?: string,
): ChatView {
  const pinned: ChatMessage[] = [];
  const timeline: ChatMessage[] = [];
  for (const message of messages) {
    if (isPinnedAt(message, now)) pinned.push(message);
    else timeline.push(message);
  }
  timeline.sort(byTime);
  pinned.sort(byTime);
  const today = new Date(now);
  const rows: ChatRow[] = [];
  let lastLabel: string | null = null;
  // The label per minute of time (zone offsets are whole minutes): a busy room's 200 messages fall
  // in a few minutes, so Intl works out a day a few times per list rather than 200.
  const labels = new Map<number, string>();
  for (const message of timeline) {
    const minute = Math.floor(Date.parse(message.time) / 60_000);
    let label = labels.get(minute);
    if (label === undefined) {
      label = chatDateLabel(message.time, today, words, timeZone);
      labels.set(minute, label);
    }
    if (label !== lastLabel) {
      rows.push({ kind: 'date', key: `date-${message.id}`, label });
      lastLabel = label;
    }
    rows.push({ kind: 'message', key: `message-${message.id}`, message });
  }
  return { pinned, rows };
}
