import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, readStored, removeStored, valueParser, writeStored } from '~/lib/storage';

/** The session reminder: off by default, every 15 to 120 minutes (issue 35 "Session reminder"). */
export const REMINDER_MIN_MINUTES = 15;
export const REMINDER_MAX_MINUTES = 120;
export const REMINDER_CHOICES = [15, 30, 45, 60, 90, 120] as const;

const minutesParser = valueParser((value) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= REMINDER_MIN_MINUTES &&
  value <= REMINDER_MAX_MINUTES
    ? value
    : null,
);

/** Per player, so a shared device does not carry one player's choice to another. */
function reminderKey(userId: number): string {
  return `rg_reminder_minutes:${userId}`;
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readReminderMinutes(userId: number): number | null {
  return readStored(reminderKey(userId), minutesParser);
}

/** Stores the choice (null: off) and tells every reader on the page. */
export function writeReminderMinutes(userId: number, minutes: number | null): void {
  if (minutes === null) removeStored(reminderKey(userId));
  else writeStored(reminderKey(userId), minutesParser, minutes);
  for (const listener of listeners) listener();
}

/** The player's reminder interval in minutes, or null when it is off (and on the server). */
export function useReminderMinutes(
  userId: number | null,
): [number | null, (minutes: number | null) => void] {
  const minutes = useSyncExternalStore(
    subscribe,
    () => (userId === null || !browserStorage() ? null : readReminderMinutes(userId)),
    () => null,
  );
  const set = useCallback(
    (next: number | null) => {
      if (userId !== null) writeReminderMinutes(userId, next);
    },
    [userId],
  );
  return [minutes, set];
}
