import { useEffect, useRef } from 'react';

/** What the game iframe posts to its parent after each round (docs/design/casino-api.md). */
export interface GameRound {
  roundId: string;
  /** The balance the round was played on, in centavos (demo credits in demo mode). */
  balance: number;
  /** Centavos won in the round (0 for a loss). */
  win: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Parses a `message` event's data: a `vitrine:round` message, or null for anything else. */
export function parseRoundMessage(data: unknown): GameRound | null {
  if (!isRecord(data) || data.type !== 'vitrine:round') return null;
  const { round_id: roundId, balance, win } = data;
  const validId =
    (typeof roundId === 'string' && roundId !== '') ||
    (typeof roundId === 'number' && Number.isInteger(roundId));
  if (!validId || !Number.isInteger(balance) || !Number.isInteger(win)) return null;
  return { roundId: String(roundId), balance: Number(balance), win: Number(win) };
}

/** The origin of the game's address, or null when it is not a web address. */
export function gameOrigin(gameUrl: string | null): string | null {
  if (!gameUrl) return null;
  try {
    const url = new URL(gameUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the game iframe's round messages and calls `onRound` after each round. The slot posts
 * to any origin (`*`), so the sender is checked: only messages from the game's own origin count,
 * never another frame or a script on another site posting a made-up balance.
 */
export function useGameRounds(
  gameUrl: string | null,
  onRound: ((round: GameRound) => void) | undefined,
): void {
  const latest = useRef(onRound);
  useEffect(() => {
    latest.current = onRound;
  });

  const origin = gameOrigin(gameUrl);
  useEffect(() => {
    if (!origin) return;
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin) return;
      const round = parseRoundMessage(event.data);
      if (round) latest.current?.(round);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);
}
