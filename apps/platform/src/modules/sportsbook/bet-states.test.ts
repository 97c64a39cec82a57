import { describe, expect, it } from 'vitest';
import {
  BET_OPERATIONS,
  BET_STATES,
  type BetOperation,
  type BetState,
  betStateColumns,
  betStateOf,
  nextBetState,
} from './bet-states.ts';

/** Every (state, call) pair the table accepts, written out as the life of a bet reads. */
const ACCEPTED: readonly (readonly [BetState, BetOperation, BetState])[] = [
  ['made', 'commit', 'committed'],
  ['committed', 'commit', 'committed'],
  ['won', 'commit', 'won'],
  ['lost', 'commit', 'lost'],
  ['refunded', 'commit', 'refunded'],
  ['made', 'discard', 'discarded'],
  ['made', 'win', 'won'],
  ['committed', 'win', 'won'],
  ['made', 'lost', 'lost'],
  ['committed', 'lost', 'lost'],
  ['made', 'refund', 'refunded'],
  ['committed', 'refund', 'refunded'],
  ['won', 'rollback', 'committed'],
  ['lost', 'rollback', 'committed'],
  ['refunded', 'rollback', 'committed'],
];

describe('a sportsbook bet’s states', () => {
  it('accepts exactly the transitions of a bet’s life and refuses every other', () => {
    for (const state of BET_STATES) {
      for (const operation of BET_OPERATIONS) {
        const accepted = ACCEPTED.find(([from, call]) => from === state && call === operation);
        expect(nextBetState(state, operation), `${operation} on ${state}`).toBe(
          accepted?.[2] ?? null,
        );
      }
    }
  });

  it('never discards a bet once committed, settled or discarded', () => {
    for (const state of BET_STATES.filter((each) => each !== 'made')) {
      expect(nextBetState(state, 'discard'), state).toBeNull();
    }
  });

  it('ends nothing twice: a result needs an open bet, and a discarded bet takes no call', () => {
    for (const operation of ['win', 'lost', 'refund'] as const) {
      for (const state of ['won', 'lost', 'refunded', 'discarded'] as const) {
        expect(nextBetState(state, operation), `${operation} on ${state}`).toBeNull();
      }
    }
    for (const operation of BET_OPERATIONS) expect(nextBetState('discarded', operation)).toBeNull();
  });

  it('stores each state in columns that read back as the same state', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    for (const state of BET_STATES) {
      expect(betStateOf(betStateColumns(state, now, null)), state).toBe(state);
    }
    // A result keeps the moment of its commit.
    const committedAt = new Date('2026-05-31T10:00:00Z');
    expect(betStateColumns('won', now, committedAt).committedAt).toBe(committedAt);
  });
});
