import { describe, expect, it } from 'vitest';
import {
  chatDateLabel,
  chatDay,
  formatDate,
  formatSaoPauloDay,
  formatSaoPauloMoment,
  formatTime,
} from './dates';

const SAO_PAULO = 'America/Sao_Paulo';
const PT = { today: 'Hoje', yesterday: 'Ontem' };

describe('formatDate and formatTime', () => {
  const instant = '2025-03-05T17:30:00Z'; // 14:30 in São Paulo

  it('formats a date in pt-BR as DD/MM/YYYY', () => {
    expect(formatDate(instant, { timeZone: SAO_PAULO })).toBe('05/03/2025');
  });

  it('formats a date in English month first', () => {
    expect(formatDate(instant, { locale: 'en', timeZone: SAO_PAULO })).toBe('03/05/2025');
  });

  it('formats a time in pt-BR on the 24-hour clock', () => {
    expect(formatTime(instant, { timeZone: SAO_PAULO })).toBe('14:30');
  });

  it('formats a time in English on the 12-hour clock', () => {
    expect(formatTime(instant, { locale: 'en', timeZone: SAO_PAULO })).toMatch(/^02:30\sPM$/);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(instant);
    expect(formatDate(date, { timeZone: SAO_PAULO })).toBe('05/03/2025');
    expect(formatDate(date.getTime(), { timeZone: SAO_PAULO })).toBe('05/03/2025');
  });

  it('prints nothing for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });
});

describe('chatDateLabel', () => {
  const now = new Date('2025-03-05T15:00:00Z'); // 12:00 on 5 March in São Paulo

  it("says 'Hoje' for a message from earlier today", () => {
    expect(chatDateLabel('2025-03-05T03:30:00Z', now, PT, SAO_PAULO)).toBe('Hoje');
  });

  it("says 'Ontem' for a message from yesterday", () => {
    expect(chatDateLabel('2025-03-04T12:00:00Z', now, PT, SAO_PAULO)).toBe('Ontem');
  });

  it('uses the calendar day in the time zone, not the UTC day', () => {
    // 02:00 UTC on 5 March is still 4 March, 23:00, in São Paulo.
    expect(chatDateLabel('2025-03-05T02:00:00Z', now, PT, SAO_PAULO)).toBe('Ontem');
  });

  it('gives DD/MM/YYYY for older messages', () => {
    expect(chatDateLabel('2025-03-03T12:00:00Z', now, PT, SAO_PAULO)).toBe('03/03/2025');
    expect(chatDateLabel('2024-12-31T12:00:00Z', now, PT, SAO_PAULO)).toBe('31/12/2024');
  });

  it('gives DD/MM/YYYY in English too, with the translated words for today', () => {
    const en = { today: 'Today', yesterday: 'Yesterday' };
    expect(chatDateLabel('2025-03-05T12:00:00Z', now, en, SAO_PAULO)).toBe('Today');
    expect(chatDateLabel('2025-02-01T12:00:00Z', now, en, SAO_PAULO)).toBe('01/02/2025');
  });

  it('counts yesterday across a month and a year boundary', () => {
    const newYear = new Date('2025-01-01T15:00:00Z');
    expect(chatDateLabel('2024-12-31T15:00:00Z', newYear, PT, SAO_PAULO)).toBe('Ontem');
  });

  it('shows the date for a message stamped in the future (clock skew past midnight)', () => {
    expect(chatDay('2025-03-06T15:00:00Z', now, SAO_PAULO)).toEqual({
      kind: 'date',
      text: '06/03/2025',
    });
  });

  it('returns an empty label for an unreadable date', () => {
    expect(chatDateLabel('garbage', now, PT, SAO_PAULO)).toBe('');
  });
});

describe('dates on Brazil’s calendar', () => {
  it('shows a moment and a day in São Paulo time, whatever the runtime’s zone', () => {
    expect(formatSaoPauloMoment('2026-03-02T03:00:00Z', 'pt-BR')).toBe('02/03/2026, 00:00');
    expect(formatSaoPauloMoment('2026-03-02T02:59:00Z', 'pt-BR')).toBe('01/03/2026, 23:59');
    expect(formatSaoPauloDay('2026-03-02T02:59:00Z', 'pt-BR')).toBe('01/03/2026');
    expect(formatSaoPauloDay('not a date', 'pt-BR')).toBe('');
  });
});
