// When a cashback entry's claims unlock and what each pays (§4 "Cashback claim", §9;
// docs/design/bonuses-plan.md "Cashback"), and the weekly period losses are counted over. Shared by
// the platform's claim and the page's countdown, so both use the same maths. Light on purpose: no
// zod, so the page's countdown carries nothing else of the contract.
import { BRAZIL_TIME_ZONE } from './brazil-calendar.ts';

/** The entry types, as `CASHBACK_TYPES` in bonuses.ts (kept here so this module needs no zod). */
export type CashbackScheduleType = 'calendar' | 'immediate';

/** How many claims an entry allows, as `CASHBACK_CLAIMS` in bonuses.ts. */
export const CASHBACK_CLAIM_COUNTS: Record<CashbackScheduleType, number> = {
  calendar: 3,
  immediate: 1,
};

/** §9: a calendar entry's claims unlock at these São Paulo times of day, as hh, mm, ss. */
const CALENDAR_TIMES: readonly (readonly [number, number, number])[] = [
  [12, 1, 0],
  [18, 1, 0],
  [23, 59, 59],
];

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAZIL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What a São Paulo clock on the wall shows at `moment`. */
function saoPauloWallClock(moment: Date): WallClock {
  const parts = wallClockFormat.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** São Paulo's offset from UTC at `moment`, in milliseconds (negative west of Greenwich). */
function saoPauloOffsetMs(moment: Date): number {
  const wall = saoPauloWallClock(moment);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(moment.getTime() / 1000) * 1000;
}

/**
 * The moment a São Paulo clock shows the given wall time. Day numbers may overflow (day 32 is the
 * next month's first), as with `Date.UTC`. The offset is read from the zone, never assumed.
 */
function saoPauloMoment(
  year: number,
  month: number,
  day: number,
  [hour, minute, second]: readonly [number, number, number],
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - saoPauloOffsetMs(new Date(wall));
  // A second read settles a guess that fell on the other side of an offset change.
  return new Date(wall - saoPauloOffsetMs(new Date(first)));
}

/**
 * When each of an entry's claims unlocks: an immediate entry's one claim at `availableAt`; a
 * calendar entry's three at the first three of 12:01:00, 18:01:00 and 23:59:59 (São Paulo), day
 * by day, at or after `availableAt`.
 */
export function cashbackUnlocks(availableAt: Date, type: CashbackScheduleType): Date[] {
  if (type === 'immediate') return [availableAt];
  const { year, month, day } = saoPauloWallClock(availableAt);
  const unlocks: Date[] = [];
  for (let offset = 0; unlocks.length < CASHBACK_CLAIM_COUNTS.calendar; offset += 1) {
    for (const time of CALENDAR_TIMES) {
      const moment = saoPauloMoment(year, month, day + offset, time);
      if (moment >= availableAt && unlocks.length < CASHBACK_CLAIM_COUNTS.calendar) {
        unlocks.push(moment);
      }
    }
  }
  return unlocks;
}

/** What each claim pays: floor thirds for a calendar entry, the remainder on the last. */
export function cashbackParts(amount: number, type: CashbackScheduleType): number[] {
  const claims = CASHBACK_CLAIM_COUNTS[type];
  const part = Math.floor(amount / claims);
  return Array.from({ length: claims }, (_, index) =>
    index === claims - 1 ? amount - part * (claims - 1) : part,
  );
}

/** What `nextCashbackClaim` reads of an entry (the contract's or the database's names). */
export interface CashbackScheduleEntry {
  type: CashbackScheduleType;
  amount: number;
  claimed: number;
  available_at: Date | string;
}

export interface NextCashbackClaim {
  /** 0-based: the claim's place among the entry's claims. */
  index: number;
  amount: number;
  unlocksAt: Date;
  /** Whether it has unlocked by `now` (the entry's clock). */
  unlocked: boolean;
}

/**
 * The entry's next claim, or null when all are claimed. `now` is the entry's clock: real time
 * plus its `clock_offset_seconds` (the demo console moves it).
 */
export function nextCashbackClaim(
  entry: CashbackScheduleEntry,
  now: Date,
): NextCashbackClaim | null {
  const parts = cashbackParts(entry.amount, entry.type);
  const index = entry.claimed;
  const amount = parts[index];
  if (amount === undefined) return null;
  const availableAt = new Date(entry.available_at);
  const unlocksAt = cashbackUnlocks(availableAt, entry.type)[index];
  if (!unlocksAt) return null;
  return { index, amount, unlocksAt, unlocked: unlocksAt.getTime() <= now.getTime() };
}

/**
 * The weekly period that contains `now`: [start, end), from one release moment to the next, where
 * a release moment is `releaseDay` (0 = Sunday) at `releaseHour`:00:00 in São Paulo. At a release
 * moment exactly, the period it opens.
 */
export function cashbackPeriod(
  now: Date,
  releaseDay: number,
  releaseHour: number,
): { start: Date; end: Date } {
  const { year, month, day } = saoPauloWallClock(now);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const time = [releaseHour, 0, 0] as const;
  let back = (weekday - releaseDay + 7) % 7;
  if (saoPauloMoment(year, month, day - back, time) > now) back += 7;
  const start = saoPauloMoment(year, month, day - back, time);
  const end = saoPauloMoment(year, month, day - back + 7, time);
  return { start, end };
}
