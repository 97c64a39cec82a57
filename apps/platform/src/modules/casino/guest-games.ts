import type { Game } from '@vitrine/contract/games.ts';
import { createTtlCache } from '../../services/ttl-cache.ts';
import { GAME_VIEWS_FLUSH_MS } from './game-views.ts';

/** Games kept at most; past it the oldest goes first (a crawler walking every game). */
const MAX_GAMES = 5_000;

/**
 * `POST games/get` as a guest gets it, kept per tenant and page address for as long as the views
 * in it stay unwritten (`GAME_VIEWS_FLUSH_MS`): a guest's answer is every guest's (no favourite),
 * so a page view costs no query. The view itself is still counted by the caller every time.
 */
export function createGuestGameCache({
  ttlMs = GAME_VIEWS_FLUSH_MS,
  now = Date.now,
}: { ttlMs?: number; now?: () => number } = {}) {
  const kept = createTtlCache<Game | null>({
    ttlMs,
    maxEntries: MAX_GAMES,
    // An unknown address is asked again: the game may be added in the meantime.
    keeps: (game) => game !== null,
    now,
  });
  return {
    /** The kept game, else `open()`'s answer (kept when there is a game). */
    get(
      tenantId: number,
      address: { providerCode: string; gameCode: string },
      open: () => Promise<Game | null>,
    ): Promise<Game | null> {
      return kept.get(`${tenantId}|${address.providerCode}|${address.gameCode}`, open);
    },
  };
}
