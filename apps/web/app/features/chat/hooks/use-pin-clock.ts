import type { ChatMessage } from '@vitrine/contract/chat.ts';
import { useEffect, useState } from 'react';
import { nextPinExpiry } from '../model/chat-list';

/**
 * The time the list is drawn at, moved on when the next pin among `messages` runs out, so a pinned
 * message leaves the top then, without a timer ticking every second.
 */
export function usePinClock(messages: readonly ChatMessage[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const expiry = nextPinExpiry(messages ?? [], now);
    if (expiry === null) return;
    // setTimeout holds at most ~24.8 days; a later pin is looked at again then.
    const wait = Math.max(0, Math.min(expiry - Date.now() + 50, 2_000_000_000));
    const handle = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(handle);
  }, [messages, now]);
  return now;
}
