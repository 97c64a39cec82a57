import type { LimitPeriod } from '@vitrine/contract/responsible-gaming.ts';
import { brazilDayOf, brazilMidnight } from '../../http/brazil-calendar.ts';

// The arithmetic of a player's limits (docs/product/responsible-gaming.md): the period a limit counts
// over, and when a change to it takes effect. Money is in centavos, time on the site in minutes.

/** Where a period started and when it resets: [start, resetsAt), both at midnight in São Paulo. */
export interface PeriodWindow {
  start: Date;
  resetsAt: Date;
}

/**
 * The period `now` falls in, in the player's calendar: a day from midnight, a week from Monday's
 * midnight, a month from the 1st's midnight — all in São Paulo, whatever the server's time zone.
 */
export function periodWindow(period: LimitPeriod, now: Date): PeriodWindow {
  const { year, month, day, weekday } = brazilDayOf(now);
  if (period === 'day') {
    return {
      start: brazilMidnight({ year, month, day }),
      resetsAt: brazilMidnight({ year, month, day: day + 1 }),
    };
  }
  if (period === 'week') {
    const monday = day - weekday;
    return {
      start: brazilMidnight({ year, month, day: monday }),
      resetsAt: brazilMidnight({ year, month, day: monday + 7 }),
    };
  }
  return {
    start: brazilMidnight({ year, month, day: 1 }),
    resetsAt: brazilMidnight({ year, month: month + 1, day: 1 }),
  };
}

/** What is left of a limit after `used` (never below zero): the "R$ 100,00 left today". */
export const limitLeft = (limit: number, used: number): number => Math.max(limit - used, 0);

/** How much of the limit is used, as a whole percentage from 0 to 100, for the page's bar. */
export const limitUsedPercent = (limit: number, used: number): number =>
  limit <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((used / limit) * 100)));

/**
 * When a change of a limit takes effect. A stricter limit protects the player and applies at once:
 * a lower amount, or a limit where there was none. A looser one — a higher amount, or removing the
 * limit — waits for the tenant's cooling-off, so that it is never decided in the heat of play.
 * `null` is "no limit".
 */
export function limitChangeTakesEffect(
  current: number | null,
  requested: number | null,
  now: Date,
  coolingOffMinutes: number,
): { immediate: boolean; at: Date } {
  const stricter = requested !== null && (current === null || requested <= current);
  if (stricter) return { immediate: true, at: now };
  return { immediate: false, at: new Date(now.getTime() + coolingOffMinutes * 60_000) };
}
