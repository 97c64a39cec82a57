import { describe, expect, it } from 'vitest';
import { formatSaoPauloMoment } from '~/lib/dates';
import { pauseRequestOf } from '../components/blocks/pause-section';
import { formatLimitAmount, formatMinutes, limitUsedPercent } from './limit-display';

describe('limit display', () => {
  it('fills the bar with the share used, never past full', () => {
    expect(limitUsedPercent(2_500, 10_000)).toBe(25);
    expect(limitUsedPercent(15_000, 10_000)).toBe(100);
    expect(limitUsedPercent(0, 0)).toBe(100);
    expect(limitUsedPercent(500, null)).toBe(0);
  });

  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(75)).toBe('1 h 15 min');
    expect(formatLimitAmount('time', 1_440, 'pt-BR')).toBe('24 h');
    expect(formatLimitAmount('loss', 10_050, 'pt-BR')).toBe('R$\u00a0100,50');
  });

  it('shows a moment in São Paulo time, whatever the runtime’s zone', () => {
    expect(formatSaoPauloMoment('2026-03-02T03:00:00Z', 'pt-BR')).toBe('02/03/2026, 00:00');
    expect(formatSaoPauloMoment('not a date', 'pt-BR')).toBe('');
  });
});

describe('pause request', () => {
  const now = new Date('2026-03-01T02:30:00Z'); // 23:30 on 28 February in São Paulo

  it('asks for 1, 7 or 30 days as chosen', () => {
    expect(pauseRequestOf('7', '', now)).toEqual({ days: 7 });
  });

  it('takes a date only after São Paulo’s today', () => {
    expect(pauseRequestOf('date', '2026-02-28', now)).toBeNull();
    expect(pauseRequestOf('date', '2026-03-01', now)).toEqual({ until: '2026-03-01' });
    expect(pauseRequestOf('date', '', now)).toBeNull();
  });
});
