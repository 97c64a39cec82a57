import type { Game } from '@vitrine/contract/games.ts';
import { GAME_VIEWS_FLUSH_MS } from './game-views.ts';

/** Games kept at most; past it the cache starts again (a crawler walking every game). */
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
  const kept = new Map<string, { game: Game; until: number }>();
  const keyOf = (tenantId: number, providerCode: string, gameCode: string) =>
    `${tenantId}|${providerCode}|${gameCode}`;
  return {
    /** The kept game, else `open()`'s answer (kept when there is a game). */
    async get(
      tenantId: number,
      address: { providerCode: string; gameCode: string },
      open: () => Promise<Game | null>,
    ): Promise<Game | null> {
      const key = keyOf(tenantId, address.providerCode, address.gameCode);
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.game;
      const game = await open();
      if (!game) return null;
      if (kept.size >= MAX_GAMES) kept.clear();
      kept.set(key, { game, until: now() + ttlMs });
      return game;
    },
  };
}
