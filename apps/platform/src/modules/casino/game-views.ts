import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { games } from '../../db/schema/casino.ts';
import type { GameViewCounter } from '../../services/tenant-services.ts';

/** How often counted views reach the database, unless configured. */
export const GAME_VIEWS_FLUSH_MS = 5_000;

const keyOf = (tenantId: number, gameId: number) => `${tenantId}:${gameId}`;

/**
 * Counts views in memory and adds them to `games.views` every `flushMs` and on close. A flush that
 * fails keeps its counts for the next.
 */
export function createGameViewCounter({
  db,
  flushMs = GAME_VIEWS_FLUSH_MS,
  log,
}: {
  db: Database;
  flushMs?: number;
  log?: FastifyBaseLogger;
}): GameViewCounter {
  let pending = new Map<string, { tenantId: number; gameId: number; views: number }>();
  let running: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending) {
    // One order for every writer, so two platforms flushing at once cannot deadlock.
    const rows = [...batch.values()].sort((a, b) => a.tenantId - b.tenantId || a.gameId - b.gameId);
    // READ COMMITTED: a like moving the same row is waited for, not a serialization failure.
    await moneyTransaction(db, async (tx) => {
      for (const row of rows) {
        await tx
          .update(games)
          .set({ views: sql`${games.views} + ${row.views}` })
          .where(and(eq(games.tenantId, row.tenantId), eq(games.id, row.gameId)));
      }
    });
  }

  function flush(): Promise<void> {
    running = running.then(async () => {
      if (pending.size === 0) return;
      const batch = pending;
      pending = new Map();
      try {
        await write(batch);
      } catch (error) {
        // Nothing was written (one transaction): the counts wait for the next flush.
        for (const [key, row] of batch) {
          const later = pending.get(key);
          pending.set(key, { ...row, views: row.views + (later?.views ?? 0) });
        }
        log?.warn(
          { err: error, games: batch.size },
          'game views not written; kept for the next flush',
        );
      }
    });
    return running;
  }

  const timer = setInterval(() => void flush(), flushMs);
  // The timer alone never keeps the process alive: close() writes the rest.
  timer.unref();

  return {
    count(tenantId, gameId) {
      const key = keyOf(tenantId, gameId);
      const row = pending.get(key);
      if (row) row.views += 1;
      else pending.set(key, { tenantId, gameId, views: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
