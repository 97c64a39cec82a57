// Brazil's calendar, shared by the platform's rules and the web's dates: birthdays, limit periods
// and pauses turn over at midnight in São Paulo, not at midnight UTC, and every date a Brazilian
// player reads is shown in this zone (docs/design/responsible-gaming.md). A small module of its
// own, so a page that only formats a date carries nothing else of the contract.

export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** The day `moment` falls on in Brazil. */
export function brazilianCalendarDate(moment: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BRAZIL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The day `moment` falls on in Brazil, written `YYYY-MM-DD` (what a date field holds). */
export function brazilianIsoDate(moment: Date): string {
  const { year, month, day } = brazilianCalendarDate(moment);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
