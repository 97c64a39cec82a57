import type { BetPlacedEvent } from '@vitrine/contract/realtime.ts';
import { describe, expect, it } from 'vitest';
import {
  BET_FEED_LINES,
  EMPTY_BET_FEED,
  formatMultiplier,
  HELD_EVENTS_LIMIT,
  multiplierOf,
  receiveBetEvent,
  type BetFeed,
} from './bet-feed';

function event(
  type: 'bet' | 'win',
  transaction: string,
  amount: number,
  overrides: Partial<BetPlacedEvent> = {},
): BetPlacedEvent {
  return {
    type,
    transaction,
    game: { id: 7, name: 'Fortune Tiger', image: null },
    user: { name: 'João S.' },
    amount,
    date: type === 'bet' ? '2026-11-24T12:00:00Z' : '2026-11-24T12:00:03Z',
    ...overrides,
  };
}

const feedOf = (...events: BetPlacedEvent[]): BetFeed =>
  events.reduce(receiveBetEvent, EMPTY_BET_FEED);

describe('the bet feed (§4 "Bet feed")', () => {
  it('holds a bet until the win of the same transaction, then makes one line', () => {
    const held = feedOf(event('bet', 'r1', 1_000));
    expect(held.lines).toEqual([]);
    expect(held.held).toHaveLength(1);

    const settled = receiveBetEvent(held, event('win', 'r1', 2_500));
    expect(settled.lines).toEqual([
      {
        transaction: 'r1',
        game: { id: 7, name: 'Fortune Tiger', image: null },
        user: { name: 'João S.' },
        bet_amount: 1_000,
        win_amount: 2_500,
        multiplier: 2.5,
        date: '2026-11-24T12:00:03Z',
      },
    ]);
    expect(settled.held).toEqual([]);
  });

  it('makes a lost round a line with multiplier 0', () => {
    const feed = feedOf(event('bet', 'r1', 1_000), event('win', 'r1', 0));
    expect(feed.lines[0]).toMatchObject({ bet_amount: 1_000, win_amount: 0, multiplier: 0 });
  });

  it('pairs only the same transaction, whatever comes between', () => {
    const feed = feedOf(
      event('bet', 'r1', 1_000),
      event('bet', 'r2', 500, { user: { name: null } }),
      event('win', 'r2', 5_000),
    );
    expect(feed.lines).toHaveLength(1);
    expect(feed.lines[0]).toMatchObject({
      transaction: 'r2',
      user: { name: null },
      multiplier: 10,
    });
    expect(feed.held.map((held) => held.transaction)).toEqual(['r1']);
  });

  it('keeps the last 5 lines, newest first (§9)', () => {
    const rounds = Array.from({ length: 7 }, (_, index) => [
      event('bet', `r${index}`, 100),
      event('win', `r${index}`, 100 * index),
    ]).flat();
    const feed = feedOf(...rounds);
    expect(feed.lines).toHaveLength(BET_FEED_LINES);
    expect(feed.lines.map((line) => line.transaction)).toEqual(['r6', 'r5', 'r4', 'r3', 'r2']);
  });

  it('pairs a win that came before its bet when the bet arrives', () => {
    const early = feedOf(event('win', 'r1', 3_000));
    expect(early.lines).toEqual([]);
    const feed = receiveBetEvent(early, event('bet', 'r1', 1_000));
    expect(feed.lines[0]).toMatchObject({
      bet_amount: 1_000,
      win_amount: 3_000,
      multiplier: 3,
      date: '2026-11-24T12:00:03Z',
    });
    expect(feed.held).toEqual([]);
  });

  it('ignores a repeated event, held or already shown', () => {
    const held = feedOf(event('bet', 'r1', 1_000));
    expect(receiveBetEvent(held, event('bet', 'r1', 1_000))).toBe(held);

    const settled = receiveBetEvent(held, event('win', 'r1', 2_000));
    expect(receiveBetEvent(settled, event('win', 'r1', 2_000))).toBe(settled);
    expect(receiveBetEvent(settled, event('bet', 'r1', 1_000))).toBe(settled);
  });

  it('forgets the oldest held bets beyond its limit, so a missing win cannot pile up', () => {
    const bets = Array.from({ length: HELD_EVENTS_LIMIT + 10 }, (_, index) =>
      event('bet', `r${index}`, 100),
    );
    const feed = feedOf(...bets);
    expect(feed.held).toHaveLength(HELD_EVENTS_LIMIT);
    expect(feed.held[0]?.transaction).toBe('r10');
    // The win of a forgotten bet is held in its turn, waiting for a bet that already came.
    expect(receiveBetEvent(feed, event('win', 'r0', 100)).lines).toEqual([]);
    expect(receiveBetEvent(feed, event('win', 'r10', 100)).lines).toHaveLength(1);
  });
});

describe('multiplierOf', () => {
  it('divides the win by the bet, and is 0 when nothing was won or nothing staked', () => {
    expect(multiplierOf(1_000, 2_500)).toBe(2.5);
    expect(multiplierOf(1_000, 0)).toBe(0);
    expect(multiplierOf(0, 500)).toBe(0);
  });
});

describe('formatMultiplier', () => {
  it('shows two decimals and an x, in the page’s language', () => {
    expect(formatMultiplier(2.5, 'pt-BR')).toBe('2,50x');
    expect(formatMultiplier(0, 'pt-BR')).toBe('0,00x');
    expect(formatMultiplier(1234.567, 'pt-BR')).toBe('1.234,57x');
    expect(formatMultiplier(2.5, 'en-US')).toBe('2.50x');
  });

  it('reads exactly as Intl with two decimals, rounding included', () => {
    for (const locale of ['pt-BR', 'en-US', 'de-DE']) {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const multiplier of [0, 1, 1.005, 2.345, 2.675, 10.125, 99.995, 1234.565, 50_000]) {
        expect([locale, multiplier, formatMultiplier(multiplier, locale)]).toEqual([
          locale,
          multiplier,
          `${intl.format(multiplier)}x`,
        ]);
      }
    }
  });
});
