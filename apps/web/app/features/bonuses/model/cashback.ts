import type { CashbackEntry } from '@vitrine/contract/bonuses.ts';

// §4 "Cashback claim": the platform answers, per entry, when its next claim unlocks
// (`next_unlock_at`, in the past once claimable). The page counts down to it with its own clock.

/** When `entry`'s next claim unlocks (epoch ms), or null when nothing is left to claim. */
export function nextUnlockOf(entry: CashbackEntry): number | null {
  if (entry.next_unlock_at === null || entry.next_amount <= 0) return null;
  const time = Date.parse(entry.next_unlock_at);
  return Number.isNaN(time) ? null : time;
}

function byUnlock(entries: readonly CashbackEntry[]) {
  return entries
    .map((entry) => ({ entry, unlock: nextUnlockOf(entry) }))
    .filter((each): each is { entry: CashbackEntry; unlock: number } => each.unlock !== null)
    .sort((a, b) => a.unlock - b.unlock);
}

/** The entry whose next part can be claimed at `now` (the longest waiting first), or null. */
export function claimableEntry(entries: readonly CashbackEntry[], now: number) {
  return byUnlock(entries).find((each) => each.unlock <= now)?.entry ?? null;
}

/** The next part still locked at `now`: its entry and when it unlocks, or null. */
export function nextLocked(entries: readonly CashbackEntry[], now: number) {
  return byUnlock(entries).find((each) => each.unlock > now) ?? null;
}

/** What can be claimed at `now`: every entry's next part that has unlocked. */
export function claimableNow(entries: readonly CashbackEntry[], now: number): number {
  return byUnlock(entries)
    .filter((each) => each.unlock <= now)
    .reduce((sum, each) => sum + each.entry.next_amount, 0);
}

/** `hh:mm:ss` for a countdown: 3_661 → "01:01:01"; past 99 hours the hours just grow. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  return `${pad(hours)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
