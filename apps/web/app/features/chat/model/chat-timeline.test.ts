import { describe, expect, it } from 'vitest';
import { chatDayLabel } from '~/lib/dates';
import { chatTimeline, type DatedMessage } from './chat-timeline';

// 14:00 in São Paulo (UTC−3) on 25 November 2026.
const NOW = new Date('2026-11-25T17:00:00Z');
const PT = { today: 'Hoje', yesterday: 'Ontem' };
const EN = { today: 'Today', yesterday: 'Yesterday' };

const message = (id: number, created_at: string): DatedMessage => ({ id, created_at });

/** The timeline as the panel shows it: separator labels and message ids. */
function shown(messages: DatedMessage[], words = PT) {
  return chatTimeline(messages, NOW).map((entry) =>
    entry.kind === 'day' ? chatDayLabel(entry.day, words) : entry.message.id,
  );
}

describe('chatTimeline', () => {
  it("puts 'Hoje', 'Ontem' and DD/MM/YYYY before each day's first message", () => {
    expect(
      shown([
        message(1, '2026-11-20T15:00:00Z'),
        message(2, '2026-11-20T16:00:00Z'),
        message(3, '2026-11-24T12:00:00Z'),
        message(4, '2026-11-25T12:00:00Z'),
        message(5, '2026-11-25T16:59:00Z'),
      ]),
    ).toEqual(['20/11/2026', 1, 2, 'Ontem', 3, 'Hoje', 4, 5]);
  });

  it("counts days in São Paulo's time: 01:30 UTC today is still yesterday evening there", () => {
    expect(shown([message(1, '2026-11-25T01:30:00Z')])).toEqual(['Ontem', 1]);
    expect(shown([message(1, '2026-11-25T03:30:00Z')])).toEqual(['Hoje', 1]);
  });

  it("says 'Today' and 'Yesterday' under /en, the date still DD/MM/YYYY", () => {
    expect(
      shown(
        [
          message(1, '2026-11-03T12:00:00Z'),
          message(2, '2026-11-24T12:00:00Z'),
          message(3, '2026-11-25T12:00:00Z'),
        ],
        EN,
      ),
    ).toEqual(['03/11/2026', 1, 'Yesterday', 2, 'Today', 3]);
  });

  it('keeps a message with an unreadable date under the day before it', () => {
    expect(shown([message(1, '2026-11-25T12:00:00Z'), message(2, 'not a date')])).toEqual([
      'Hoje',
      1,
      2,
    ]);
  });

  it('gives every entry a stable key', () => {
    const keys = chatTimeline(
      [message(1, '2026-11-24T12:00:00Z'), message(2, '2026-11-25T12:00:00Z')],
      NOW,
    ).map((entry) => entry.key);
    expect(keys).toEqual(['day-yesterday', 'message-1', 'day-today', 'message-2']);
  });
});
