import type { BetPlacedEvent } from '@vitrine/contract/realtime.ts';
import { formatHundredths, toHundredths } from '~/lib/fixed-decimal';

// §4 "Bet feed": a `bet` is held until the `win` of the same transaction, then the two make one
// line. Pure: the component keeps a feed and hands each event to `receiveBetEvent`.

/** §9 "Bet feed keeps 5 events". */
export const BET_FEED_LINES = 5;
/** Halves waiting for their pair: a round whose win never comes is forgotten after this many. */
export const HELD_EVENTS_LIMIT = 50;
/** Rounds already shown, remembered so that a repeated event does not make a second line. */
export const SETTLED_MEMORY = 50;

/** A settled round, as the feed shows it. Amounts in centavos. */
export interface BetLine {
  transaction: string;
  game: BetPlacedEvent['game'];
  user: BetPlacedEvent['user'];
  bet_amount: number;
  win_amount: number;
  /** The win divided by the bet; 0 when nothing was won. */
  multiplier: number;
  /** When the round settled (the win's date). */
  date: string;
}

export interface BetFeed {
  /** Newest first, at most BET_FEED_LINES. */
  lines: readonly BetLine[];
  /** Bets waiting for their win (or a win that came before its bet), oldest first. */
  held: readonly BetPlacedEvent[];
  /** Transactions already made into a line, oldest first. */
  settled: readonly string[];
}

export const EMPTY_BET_FEED: BetFeed = { lines: [], held: [], settled: [] };

/** §4: win ÷ bet, 0 when the win is 0 (and when a free round staked nothing). */
export function multiplierOf(betAmount: number, winAmount: number): number {
  return winAmount === 0 || betAmount === 0 ? 0 : winAmount / betAmount;
}

function lineOf(bet: BetPlacedEvent, win: BetPlacedEvent): BetLine {
  return {
    transaction: bet.transaction,
    game: bet.game,
    user: bet.user,
    bet_amount: bet.amount,
    win_amount: win.amount,
    multiplier: multiplierOf(bet.amount, win.amount),
    date: win.date,
  };
}

/** The feed after `event`: unchanged (the same object) when the event makes no difference. */
export function receiveBetEvent(feed: BetFeed, event: BetPlacedEvent): BetFeed {
  const { transaction } = event;
  if (feed.settled.includes(transaction)) return feed;
  const pair = feed.held.find(
    (held) => held.transaction === transaction && held.type !== event.type,
  );
  if (!pair) {
    // The same half again (a repeated delivery): the first one is kept.
    if (feed.held.some((held) => held.transaction === transaction)) return feed;
    return { ...feed, held: [...feed.held, event].slice(-HELD_EVENTS_LIMIT) };
  }
  const [bet, win] = event.type === 'win' ? [pair, event] : [event, pair];
  return {
    lines: [lineOf(bet, win), ...feed.lines].slice(0, BET_FEED_LINES),
    held: feed.held.filter((held) => held !== pair),
    settled: [...feed.settled, transaction].slice(-SETTLED_MEMORY),
  };
}

const multiplierFormats = new Map<string, Intl.NumberFormat>();

/**
 * A multiplier as the feed shows it: `2,50x` (pt-BR), `2.50x` (en). Our two languages skip Intl
 * (lib/fixed-decimal.ts says why).
 */
export function formatMultiplier(multiplier: number, intlLocale: string): string {
  const hundredths = toHundredths(multiplier);
  const spelled = hundredths === null ? null : formatHundredths(hundredths, intlLocale);
  if (spelled !== null) return `${spelled}x`;
  let format = multiplierFormats.get(intlLocale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    multiplierFormats.set(intlLocale, format);
  }
  return `${format.format(multiplier)}x`;
}
