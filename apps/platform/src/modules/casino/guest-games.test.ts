import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Game, gameResponseSchema } from '@vitrine/contract/games.ts';
import { games } from '../../db/schema/casino.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { gameByCode } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { createGuestGameCache } from './guest-games.ts';

const platform = testPlatformPerFile();

const gameNumbered = (id: number): Game => ({
  id,
  game_id: id,
  title: `Jogo ${id}`,
  gamecode: 'tigre-da-sorte',
  providercode: 'vitrine-originals',
  provider_name: 'Vitrine Originals',
  category_slug: 'slots',
  type: 'slot',
  has_tables: false,
  only_demo: false,
  bonus_allowed: true,
  views: 0,
  likes: 0,
  image: 'http://localhost:8787/storage/demo/game.webp',
  image_mobile: 'http://localhost:8787/storage/demo/game-mobile.webp',
  hasFavorite: false,
  created_at: '2026-06-01T12:00:00.000Z',
  rtp: null,
});

describe("a guest's games/get answer, kept for every guest", () => {
  it('opens a game once per tenant and address until its time is up; an unknown one each time', async () => {
    let now = 0;
    const cache = createGuestGameCache({ ttlMs: 5_000, now: () => now });
    let opened = 0;
    const open = async () => {
      opened += 1;
      return gameNumbered(opened);
    };
    const tigre = { providerCode: 'vitrine-originals', gameCode: 'tigre-da-sorte' };
    expect((await cache.get(1, tigre, open))?.id).toBe(1);
    now = 4_999;
    expect((await cache.get(1, tigre, open))?.id).toBe(1);
    expect((await cache.get(2, tigre, open))?.id).toBe(2);
    now = 5_000;
    expect((await cache.get(1, tigre, open))?.id).toBe(3);
    const unknown = { providerCode: 'vitrine-originals', gameCode: 'nao-existe' };
    await cache.get(1, unknown, async () => null);
    expect(await cache.get(1, unknown, open)).toMatchObject({ id: 4 });
  });

  it("serves a player the game as it is now, never a guest's kept answer", async () => {
    const before = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    await platform.db.update(games).set({ title: 'Fortuna Nova' }).where(eq(games.id, before.id));
    const guest = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    expect(guest.title).toBe(before.title);
    const { token } = await registerPlayer(platform.app, 'demo');
    const response = await api(platform.app, 'demo').post(
      '/games/get',
      { provider_code: 'vitrine-originals', game_id: 'fortuna-demo' },
      token,
    );
    expect(gameResponseSchema.parse(jsonBody(response)).data.title).toBe('Fortuna Nova');
  });
});
