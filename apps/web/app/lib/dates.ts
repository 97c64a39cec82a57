// Dates are formatted through Intl.DateTimeFormat (a house rule). API timestamps arrive as ISO
// strings, so every function takes a Date, an ISO string or epoch milliseconds. An unreadable date
// formats as '' rather than "Invalid Date". `timeZone` defaults to the runtime's; server rendering
// should pass the player's zone (or render dates on the client) so both sides agree.

import { BRAZIL_TIME_ZONE } from '@vitrine/contract/brazil-calendar.ts';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: 'date' | 'time' | 'moment' | 'parts',
  locale: string,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let cached = formatters.get(key);
  if (!cached) {
    const day: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
    const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
    const fields = kind === 'time' ? time : kind === 'moment' ? { ...day, ...time } : day;
    cached = new Intl.DateTimeFormat(locale, { ...fields, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

/** The date in the locale's short numeric form: "05/03/2025" in pt-BR, "03/05/2025" in en. */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  return date ? formatter('date', options.locale ?? 'pt-BR', options.timeZone).format(date) : '';
}

/** Hours and minutes: "14:30" in pt-BR, "02:30 PM" in en. */
export function formatTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  return date ? formatter('time', options.locale ?? 'pt-BR', options.timeZone).format(date) : '';
}

/** A date and its time: "02/03/2026, 00:00" in pt-BR. */
export function formatDateTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  return date ? formatter('moment', options.locale ?? 'pt-BR', options.timeZone).format(date) : '';
}

/**
 * A moment on Brazil's calendar, whatever the runtime's zone (a limit's reset, a pause's end):
 * "02/03/2026, 00:00" in pt-BR. Server and browser render the same text.
 */
export function formatSaoPauloMoment(input: DateInput, locale: string): string {
  return formatDateTime(input, { locale, timeZone: BRAZIL_TIME_ZONE });
}

/** A day on Brazil's calendar: "02/03/2026" in pt-BR. */
export function formatSaoPauloDay(input: DateInput, locale: string): string {
  return formatDate(input, { locale, timeZone: BRAZIL_TIME_ZONE });
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function calendarDay(date: Date, timeZone: string | undefined): CalendarDay {
  const parts = formatter('parts', 'en-US', timeZone).formatToParts(date);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function dayNumber({ year, month, day }: CalendarDay): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export type ChatDay = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/**
 * §4 "Chat date labels": which calendar day a message belongs to, seen from `now` in `timeZone`.
 * The date text is always DD/MM/YYYY, whatever the language. Null for an unreadable date.
 */
export function chatDay(input: DateInput, now: Date, timeZone?: string): ChatDay | null {
  const date = toDate(input);
  if (!date) return null;
  const day = calendarDay(date, timeZone);
  const difference = dayNumber(calendarDay(now, timeZone)) - dayNumber(day);
  if (difference === 0) return { kind: 'today' };
  if (difference === 1) return { kind: 'yesterday' };
  const pad = (value: number) => String(value).padStart(2, '0');
  return { kind: 'date', text: `${pad(day.day)}/${pad(day.month)}/${day.year}` };
}

/** A chat day's label: the caller's translated words for today and yesterday, else DD/MM/YYYY. */
export function chatDayLabel(day: ChatDay, words: { today: string; yesterday: string }): string {
  switch (day.kind) {
    case 'today':
      return words.today;
    case 'yesterday':
      return words.yesterday;
    case 'date':
      return day.text;
  }
}

/**
 * The chat separator label: the caller's translated words for today and yesterday ("Hoje" and
 * "Ontem" in pt-BR, from i18next), otherwise DD/MM/YYYY. '' for an unreadable date.
 */
export function chatDateLabel(
  input: DateInput,
  now: Date,
  words: { today: string; yesterday: string },
  timeZone?: string,
): string {
  const day = chatDay(input, now, timeZone);
  return day ? chatDayLabel(day, words) : '';
}
