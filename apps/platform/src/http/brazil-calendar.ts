// Calendar days as a Brazilian player lives them: they turn over at midnight in São Paulo, not at
// midnight UTC. Brazil has had no daylight saving since 2019 (UTC−3 all year), but the offset is
// read from the time-zone database rather than assumed, so a return of DST moves nothing here.

import { BRAZIL_TIME_ZONE } from '@vitrine/contract/brazil-calendar.ts';

export { BRAZIL_TIME_ZONE };

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far `moment` in Brazil is ahead of UTC, in milliseconds (−3 h today). */
export function brazilOffsetMs(moment: Date): number {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: BRAZIL_TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60 * 1000;
}

/** A day of the calendar (month 1–12), with its weekday counted from Monday (0) to Sunday (6). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The day `moment` falls on in Brazil, and its weekday (Monday 0 … Sunday 6). */
export function brazilDayOf(moment: Date): CalendarDay & { weekday: number } {
  const local = new Date(moment.getTime() + brazilOffsetMs(moment));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

/**
 * The instant a Brazilian calendar day starts. Out-of-range days roll over as `Date.UTC` does
 * (day 0 is the month's eve, month 13 next January), so callers may add days and months freely.
 */
export function brazilMidnight({ year, month, day }: CalendarDay): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at that midnight, asked twice: the first guess may sit on the other side of a change.
  const guess = utcMidnight - brazilOffsetMs(new Date(utcMidnight));
  return new Date(utcMidnight - brazilOffsetMs(new Date(guess)));
}

/** The last midnight in Brazil at or before `now`. */
export function brazilDayStart(now: Date): Date {
  const offset = brazilOffsetMs(now);
  const local = now.getTime() + offset;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offset);
}

/** The São Paulo day `moment` falls on, as `YYYY-MM-DD`. */
export function brazilDateOf(moment: Date): string {
  const { year, month, day } = brazilDayOf(moment);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
