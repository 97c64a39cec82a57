import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { gameResponseSchema } from '@vitrine/contract/games.ts';
import { buildApp } from '../../app.ts';
import { games } from '../../db/schema/casino.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { gameByCode, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, TEST_PUBLIC_URL, testPlatformPerFile } from '../../test/test-platform.ts';
import { createGameViewCounter } from './game-views.ts';

const platform = testPlatformPerFile();

/** A game's views and likes as the database holds them. */
async function storedCounts(tenantId: number, gameId: number) {
  const [row] = await platform.db
    .select({ views: games.views, likes: games.likes })
    .from(games)
    .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)));
  if (!row) throw new Error(`no game ${gameId}`);
  return row;
}

/** A tenant's game by its page address, with the tenant's id. */
async function gameOf(tenant: string, provider: string, code: string) {
  const game = await gameByCode(platform.app, tenant, provider, code);
  return { tenantId: await tenantIdOf(platform.db, tenant), gameId: game.id };
}

// A long period: these tests flush by hand.
const counterOf = (flushMs = 3_600_000) => createGameViewCounter({ db: platform.db, flushMs });

describe('game views, counted in memory and written in batches', () => {
  it('writes nothing per view, then N views as +N per game and tenant on flush', async () => {
    const tigre = await gameOf('demo', 'vitrine-originals', 'tigre-da-sorte');
    const sorte = await gameOf('sorte', 'vitrine-originals', 'tigre-da-sorte');
    const before = [
      await storedCounts(tigre.tenantId, tigre.gameId),
      await storedCounts(sorte.tenantId, sorte.gameId),
    ];
    const counter = counterOf();
    for (let view = 0; view < 7; view += 1) counter.count(tigre.tenantId, tigre.gameId);
    counter.count(sorte.tenantId, sorte.gameId);
    expect((await storedCounts(tigre.tenantId, tigre.gameId)).views).toBe(before[0]?.views);

    await counter.flush();
    expect((await storedCounts(tigre.tenantId, tigre.gameId)).views).toBe(
      (before[0]?.views ?? 0) + 7,
    );
    expect((await storedCounts(sorte.tenantId, sorte.gameId)).views).toBe(
      (before[1]?.views ?? 0) + 1,
    );
    // Written once: a second flush has nothing to add.
    await counter.flush();
    expect((await storedCounts(tigre.tenantId, tigre.gameId)).views).toBe(
      (before[0]?.views ?? 0) + 7,
    );
    await counter.close();
  });

  it('keeps the views counted while a flush is writing for the next one', async () => {
    const { tenantId, gameId } = await gameOf('demo', 'vitrine-originals', 'fortuna-demo');
    const before = await storedCounts(tenantId, gameId);
    const counter = counterOf();
    counter.count(tenantId, gameId);
    const writing = counter.flush();
    counter.count(tenantId, gameId);
    counter.count(tenantId, gameId);
    await writing;
    await counter.close();
    expect((await storedCounts(tenantId, gameId)).views).toBe(before.views + 3);
  });

  it('flushes on its own every few seconds', async () => {
    const { tenantId, gameId } = await gameOf('demo', 'vitrine-originals', 'fortuna-demo');
    const before = await storedCounts(tenantId, gameId);
    const counter = counterOf(20);
    counter.count(tenantId, gameId);
    await vi.waitFor(
      async () => expect((await storedCounts(tenantId, gameId)).views).toBe(before.views + 1),
      { timeout: 5_000 },
    );
    await counter.close();
  });

  it('waits for a like moving the same row rather than fail (READ COMMITTED)', async () => {
    const { tenantId, gameId } = await gameOf('demo', 'vitrine-originals', 'tigre-da-sorte');
    const before = await storedCounts(tenantId, gameId);
    const counter = counterOf();
    for (let view = 0; view < 3; view += 1) counter.count(tenantId, gameId);
    let locked!: () => void;
    const rowLocked = new Promise<void>((resolve) => (locked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const like = platform.db.transaction(async (tx) => {
      await tx
        .update(games)
        .set({ likes: sql`${games.likes} + 1` })
        .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)));
      locked();
      await released;
    });
    await rowLocked;
    const flushing = counter.flush();
    // The flush's update now waits on the like's row lock (on PostgreSQL; PGlite runs one at a time).
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([like, flushing]);
    // Written by this flush, not kept back for the next one.
    expect(await storedCounts(tenantId, gameId)).toEqual({
      views: before.views + 3,
      likes: before.likes + 1,
    });
    await counter.close();
  });
});

describe('POST games/get counts its view without writing it', () => {
  it('answers the views last written, the same to every guest until the next flush', async () => {
    const first = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const second = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    expect(second).toEqual(first);
  });

  it('writes the views counted when the platform closes', async () => {
    // A second platform on the same database, closed here: its views must not be lost.
    const app = await buildApp({
      db: platform.db,
      config: { publicUrl: TEST_PUBLIC_URL, demoMode: true },
    });
    const { tenantId, gameId } = await gameOf('demo', 'vitrine-originals', 'fortuna-demo');
    const before = await storedCounts(tenantId, gameId);
    for (let view = 0; view < 5; view += 1) {
      const response = await api(app, 'demo').post('/games/get', {
        provider_code: 'vitrine-originals',
        game_id: 'fortuna-demo',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await storedCounts(tenantId, gameId)).views).toBe(before.views);
    await app.close();
    expect((await storedCounts(tenantId, gameId)).views).toBe(before.views + 5);
  });

  it("tells caches a guest's answer must be revalidated and a player's is private", async () => {
    const body = { provider_code: 'vitrine-originals', game_id: 'fortuna-demo' };
    const guest = await api(platform.app, 'demo').post('/games/get', body);
    expect(guest.headers['cache-control']).toBe('no-cache');
    const { token } = await registerPlayer(platform.app, 'demo');
    const player = await api(platform.app, 'demo').post('/games/get', body, token);
    expect(player.headers['cache-control']).toBe('private, no-store');
    expect(player.headers.vary).toContain('Authorization');
    expect(gameResponseSchema.parse(jsonBody(player)).data.hasFavorite).toBe(false);
  });
});
