// A sportsbook bet's life (docs/design/sportsbook-api.md "Bet states"): the one table the callbacks
// consult, under the bet's row lock, before they move money. Betby makes a bet, then commits it
// (accepted) or discards it (not accepted); an accepted bet ends won, lost or refunded, and a
// rollback opens it again. A result may arrive before its commit (Betby settles only bets it
// accepted), and a late commit then changes nothing; a discard is only for a bet never accepted.

export const BET_STATES = ['made', 'committed', 'won', 'lost', 'refunded', 'discarded'] as const;
export type BetState = (typeof BET_STATES)[number];

export const BET_OPERATIONS = ['commit', 'discard', 'win', 'lost', 'refund', 'rollback'] as const;
export type BetOperation = (typeof BET_OPERATIONS)[number];

/** For each call, the states it may find a bet in and the state it leaves it in; absent: refused. */
export const BET_TRANSITIONS: Record<BetOperation, Partial<Record<BetState, BetState>>> = {
  commit: {
    made: 'committed',
    committed: 'committed',
    won: 'won',
    lost: 'lost',
    refunded: 'refunded',
  },
  discard: { made: 'discarded' },
  win: { made: 'won', committed: 'won' },
  lost: { made: 'lost', committed: 'lost' },
  refund: { made: 'refunded', committed: 'refunded' },
  rollback: { won: 'committed', lost: 'committed', refunded: 'committed' },
};

/** Where `operation` takes a bet in `state`, or null when the table refuses it. */
export const nextBetState = (state: BetState, operation: BetOperation): BetState | null =>
  BET_TRANSITIONS[operation][state] ?? null;

/** How a bet row stores its state: `result` once it ended or was discarded, else its commit. */
export function betStateOf(row: {
  result: 'won' | 'lost' | 'refunded' | 'discarded' | null;
  committedAt: Date | null;
}): BetState {
  if (row.result !== null) return row.result;
  return row.committedAt === null ? 'made' : 'committed';
}

/** The columns that store `state` (a result implies the bet was accepted). */
export function betStateColumns(state: BetState, now: Date, committedAt: Date | null) {
  switch (state) {
    case 'made':
      return { result: null, committedAt: null };
    case 'committed':
      return { result: null, committedAt: committedAt ?? now };
    case 'discarded':
      return { result: state, committedAt: null };
    case 'won':
    case 'lost':
    case 'refunded':
      return { result: state, committedAt: committedAt ?? now };
  }
}
