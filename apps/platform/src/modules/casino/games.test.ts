import { beforeAll, describe, expect, it } from 'vitest';
import { categoriesResponseSchema } from '@vitrine/contract/content.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { userResponseSchema } from '@vitrine/contract/accounts.ts';
import {
  favoriteGamesResponseSchema,
  favoriteResponseSchema,
  featuredGamesResponseSchema,
  type Game,
  gameResponseSchema,
  gamesResponseSchema,
  gameUrlResponseSchema,
  homeGamesResponseSchema,
  likeResponseSchema,
  providersResponseSchema,
  recentGamesResponseSchema,
  relatedGamesResponseSchema,
} from '@vitrine/contract/games.ts';
import { and, eq } from 'drizzle-orm';
import { gameProviders } from '../../db/schema/casino.ts';
import { api, registerPlayer, signIn } from '../../test/accounts.ts';
import { gameByCode, launchGame, tenantIdOf, wholeCatalogue } from '../../test/casino.ts';
import { jsonBody, TEST_SEED_GAMES, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();
let catalogue: Game[];
let sorteCatalogue: Game[];
let demoTenantId = 0;
beforeAll(async () => {
  demoTenantId = await tenantIdOf(platform.db, 'demo');
  catalogue = await wholeCatalogue(platform.app, 'demo');
  sorteCatalogue = await wholeCatalogue(platform.app, 'sorte');
});

const demo = () => api(platform.app, 'demo');
const listGames = async (query: string) => {
  const response = await demo().get(`/casinos/games?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return gamesResponseSchema.parse(jsonBody(response)).games;
};
/** Every game matching a query, over all of its pages, as ids. */
const allIds = async (query: string) => {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listGames(`${query}&page=${page}`);
    ids.push(...list.data.map((game) => game.id));
    if (page >= list.last_page) return ids.sort((a, b) => a - b);
  }
};
const idsOf = (games: Game[]) => games.map((game) => game.id).sort((a, b) => a - b);
const slugsOf = (game: Game) => game.category_slug.split(',');
const errorOf = (response: { body: string }) => laravelErrorSchema.parse(jsonBody(response));

describe('GET casinos/games', () => {
  it('pages by 24 with per_page, total and last_page, and an empty page past the end', async () => {
    expect(catalogue).toHaveLength(TEST_SEED_GAMES);
    const first = await listGames('page=1');
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 24,
      total: TEST_SEED_GAMES,
      last_page: Math.ceil(TEST_SEED_GAMES / 24),
    });
    expect(first.data).toHaveLength(24);
    const beyond = await listGames(`page=${first.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.current_page).toBe(first.last_page + 1);
    expect(new Set(catalogue.map((game) => game.id)).size).toBe(TEST_SEED_GAMES);
  });

  it('orders by views (popular, the default), newest first (new) or by title (az)', async () => {
    const views = catalogue.map((game) => game.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const newest = (await listGames('sort=new')).data.map((game) => game.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const titles = (await listGames('sort=az')).data.map((game) => game.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches the title case-insensitively, and treats % and _ as letters', async () => {
    const expected = catalogue.filter((game) => game.title.toLowerCase().includes('tigre'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds('searchTerm=TIGRE')).toEqual(idsOf(expected));
    expect(await allIds('searchTerm=tIgRe')).toEqual(idsOf(expected));
    expect((await listGames('searchTerm=%25')).total).toBe(0);
    expect((await listGames('searchTerm=_')).total).toBe(0);
  });

  it('keeps only games in every category asked for', async () => {
    const expected = catalogue.filter(
      (game) => slugsOf(game).includes('slots') && slugsOf(game).includes('populares'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(
      catalogue.filter((g) => slugsOf(g).includes('slots')).length,
    );
    expect(await allIds('category=slots,populares')).toEqual(idsOf(expected));
  });

  it("reads 'todos' as every category, and an unknown slug as nothing (last_page still 1)", async () => {
    expect((await listGames('category=todos')).total).toBe(TEST_SEED_GAMES);
    expect(await allIds('category=todos,slots')).toEqual(
      idsOf(catalogue.filter((game) => slugsOf(game).includes('slots'))),
    );
    expect(await listGames('category=nao-existe')).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 24,
      total: 0,
    });
  });

  it("keeps games of any provider asked for; 'all' is every provider, unknown ones match nothing", async () => {
    const asked = ['vitrine-originals', 'ipanema-live'];
    const expected = catalogue.filter((game) => asked.includes(game.providercode));
    expect(await allIds(`provider=${asked.join(',')}`)).toEqual(idsOf(expected));
    expect((await listGames('provider=all')).total).toBe(TEST_SEED_GAMES);
    expect((await listGames('provider=nenhum')).total).toBe(0);
  });

  it('filters by type and by bonus, combined with the rest', async () => {
    expect(await allIds('type=live')).toEqual(
      idsOf(catalogue.filter((game) => game.type === 'live')),
    );
    expect(await allIds('bonuses=1&category=slots')).toEqual(
      idsOf(catalogue.filter((game) => game.bonus_allowed && slugsOf(game).includes('slots'))),
    );
    expect((await listGames('type=live')).data.every((game) => game.has_tables)).toBe(true);
  });

  it('refuses a malformed filter with a 422', async () => {
    const response = await demo().get('/casinos/games?type=roleta');
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).errors?.type).toBeDefined();
  });
});

describe('GET featured/home-games', () => {
  it('gives a section per non-empty category in the tenant order, 4 a page, most viewed first', async () => {
    const categories = categoriesResponseSchema
      .parse(jsonBody(await demo().get('/categories')))
      .data.map((category) => category.slug);
    const sections = [];
    for (let page = 1; ; page += 1) {
      const response = await demo().get(`/featured/home-games?page=${page}`);
      const body = homeGamesResponseSchema.parse(jsonBody(response));
      expect(body.data.length).toBeLessThanOrEqual(4);
      sections.push(...body.data);
      if (page >= body.last_page) break;
    }
    const filled = categories.filter((slug) =>
      catalogue.some((game) => slugsOf(game).includes(slug)),
    );
    expect(sections.map((section) => section.category.slug)).toEqual(filled);
    for (const section of sections) {
      const inCategory = catalogue.filter((game) => slugsOf(game).includes(section.category.slug));
      expect(section.total).toBe(inCategory.length);
      expect(section.games.map((game) => game.id)).toEqual(
        inCategory.slice(0, 24).map((game) => game.id),
      );
    }
  });

  it('applies search and provider inside the sections, and names categories in the language', async () => {
    const response = await demo().get(
      '/featured/home-games?provider=vitrine-originals&lang=en&category=slots,novos',
    );
    const body = homeGamesResponseSchema.parse(jsonBody(response));
    expect(body.data.map((section) => section.category.slug)).toEqual(['slots', 'novos']);
    expect(body.data[0]?.category.name).toBe('Slots');
    for (const section of body.data) {
      expect(section.games.every((game) => game.providercode === 'vitrine-originals')).toBe(true);
    }
    const none = homeGamesResponseSchema.parse(
      jsonBody(await demo().get('/featured/home-games?searchTerm=zzzz')),
    );
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1 });
  });
});

describe('GET featured/games', () => {
  it("lists the operator's featured games in order, Tigre da Sorte first, never a broken one", async () => {
    const { data } = featuredGamesResponseSchema.parse(
      jsonBody(await demo().get('/featured/games')),
    );
    expect(data.length).toBeGreaterThan(3);
    expect(data.length).toBeLessThanOrEqual(12);
    expect(data[0]?.gamecode).toBe('tigre-da-sorte');
    expect(data.some((game) => game.gamecode.startsWith('broken-'))).toBe(false);
    const limited = featuredGamesResponseSchema.parse(
      jsonBody(await demo().get('/featured/games?limit=2')),
    );
    expect(limited.data.map((game) => game.id)).toEqual(data.slice(0, 2).map((game) => game.id));
    expect((await demo().get('/featured/games?limit=25')).statusCode).toBe(422);
  });
});

describe('POST games/get and games/getRelated', () => {
  // Its view is counted in memory and written in batches: game-views.test.ts.
  it('answers the game of a page address', async () => {
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    expect(game).toMatchObject({ title: 'Fortuna Demo', only_demo: true, hasFavorite: false });
  });

  it('answers 404 for an unknown game or provider, 422 for a malformed code', async () => {
    const unknown = await demo().post('/games/get', {
      provider_code: 'vitrine-originals',
      game_id: 'nao-existe',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Jogo não encontrado.');
    const wrongProvider = await demo().post('/games/get', {
      provider_code: 'aurora-gaming',
      game_id: 'tigre-da-sorte',
    });
    expect(wrongProvider.statusCode).toBe(404);
    const malformed = await demo().post('/games/get', { provider_code: 'X Y', game_id: 'a' });
    expect(malformed.statusCode).toBe(422);
  });

  it('relates games sharing a category or the provider, most viewed first, never the game itself', async () => {
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const response = await demo().post('/games/getRelated', { game_id: tigre.id, limit: 10 });
    const { related_games } = relatedGamesResponseSchema.parse(jsonBody(response));
    expect(related_games).toHaveLength(10);
    expect(related_games.some((game) => game.id === tigre.id)).toBe(false);
    for (const game of related_games) {
      const shares = slugsOf(game).some((slug) => slugsOf(tigre).includes(slug));
      expect(shares || game.providercode === tigre.providercode).toBe(true);
    }
    const views = related_games.map((game) => game.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

describe('GET games/providers', () => {
  it('lists providers with matching games by name, each with its count, paged', async () => {
    const response = await demo().get('/games/providers?per_page=100');
    const body = providersResponseSchema.parse(jsonBody(response));
    expect(body.total).toBeGreaterThanOrEqual(12);
    const names = body.data.map((provider) => provider.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const provider of body.data) {
      expect(provider.games_count).toBe(
        catalogue.filter((game) => game.providercode === provider.code).length,
      );
      expect(provider.image).toContain(`/storage/demo/providers/${provider.code}.webp`);
    }
    const paged = providersResponseSchema.parse(
      jsonBody(await demo().get('/games/providers?per_page=5&page=2')),
    );
    expect(paged.data.map((provider) => provider.code)).toEqual(
      body.data.slice(5, 10).map((provider) => provider.code),
    );
    expect(paged.last_page).toBe(Math.ceil(body.total / 5));
  });

  it('counts only games of the categories asked for, and searches provider names', async () => {
    const live = providersResponseSchema.parse(
      jsonBody(await demo().get('/games/providers?category=ao-vivo')),
    );
    expect(live.data.length).toBeGreaterThan(0);
    for (const provider of live.data) {
      expect(provider.games_count).toBe(
        catalogue.filter(
          (game) => game.providercode === provider.code && slugsOf(game).includes('ao-vivo'),
        ).length,
      );
    }
    const searched = providersResponseSchema.parse(
      jsonBody(await demo().get('/games/providers?searchTerm=LIVE')),
    );
    expect(searched.data.every((provider) => provider.name.toLowerCase().includes('live'))).toBe(
      true,
    );
    expect(searched.total).toBeGreaterThan(0);
  });
});

describe('tenant isolation', () => {
  it("never lists, opens, relates, launches, likes or favourites another tenant's game", async () => {
    const demoIds = new Set(catalogue.map((game) => game.id));
    expect(sorteCatalogue.some((game) => demoIds.has(game.id))).toBe(false);
    const foreign = sorteCatalogue[0];
    if (!foreign) throw new Error('sorte has no games');
    const { token } = await signIn(platform.app, 'demo');
    const responses = [
      await demo().post('/games/getRelated', { game_id: foreign.id }),
      await demo().post(
        '/games/url',
        { game_id: foreign.id, provider_code: foreign.providercode },
        token,
      ),
      await demo().post(`/games/like/${foreign.id}`, { liked: true, opId: 'x' }, token),
      await demo().post(
        `/games/favorite/${foreign.id}`,
        { gameId: foreign.id, action: 'add' },
        token,
      ),
    ];
    for (const response of responses) expect(response.statusCode, response.body).toBe(404);
  });

  it("refuses another tenant's bearer token with 401", async () => {
    const { token } = await signIn(platform.app, 'sorte');
    for (const path of ['/games/recent', '/profile/favorites', '/profile/wallet']) {
      expect((await demo().get(path, token)).statusCode).toBe(401);
    }
  });
});

describe('favourites', () => {
  it('adds and removes idempotently, newest first, and marks hasFavorite for the player only', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const [a, b] = catalogue;
    if (!a || !b) throw new Error('catalogue too small');
    const favorite = async (game: Game, action: 'add' | 'remove') => {
      const response = await demo().post(
        `/games/favorite/${game.id}`,
        { gameId: game.id, action },
        token,
      );
      expect(response.statusCode, response.body).toBe(200);
      return favoriteResponseSchema.parse(jsonBody(response));
    };
    expect(await favorite(a, 'add')).toEqual({ game_id: a.id, hasFavorite: true });
    expect(await favorite(a, 'add')).toEqual({ game_id: a.id, hasFavorite: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await favorite(b, 'add');
    const listed = favoriteGamesResponseSchema.parse(
      jsonBody(await demo().get('/profile/favorites', token)),
    ).games;
    expect(listed.data.map((game) => game.id)).toEqual([b.id, a.id]);
    expect(listed.total).toBe(2);
    expect(listed.data.every((game) => game.hasFavorite)).toBe(true);

    const mine = gamesResponseSchema.parse(
      jsonBody(await demo().get(`/casinos/games?searchTerm=${encodeURIComponent(a.title)}`, token)),
    ).games.data;
    expect(mine.find((game) => game.id === a.id)?.hasFavorite).toBe(true);
    const guest = await listGames(`searchTerm=${encodeURIComponent(a.title)}`);
    expect(guest.data.find((game) => game.id === a.id)?.hasFavorite).toBe(false);

    expect(await favorite(a, 'remove')).toEqual({ game_id: a.id, hasFavorite: false });
    expect(await favorite(a, 'remove')).toEqual({ game_id: a.id, hasFavorite: false });
    const after = favoriteGamesResponseSchema.parse(
      jsonBody(await demo().get('/profile/favorites', token)),
    ).games;
    expect(after.data.map((game) => game.id)).toEqual([b.id]);
  });

  it('needs a signed-in player, a known game and the same id in body and address', async () => {
    const game = catalogue[0];
    if (!game) throw new Error('no game');
    const guest = await demo().post(`/games/favorite/${game.id}`, {
      gameId: game.id,
      action: 'add',
    });
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest).message).toBe('Não autenticado.');
    expect((await demo().get('/profile/favorites')).statusCode).toBe(401);
    const { token } = await signIn(platform.app, 'demo');
    const mismatch = await demo().post(
      `/games/favorite/${game.id}`,
      { gameId: game.id + 1, action: 'add' },
      token,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(errorOf(mismatch).errors?.gameId).toBeDefined();
    const unknown = await demo().post(
      '/games/favorite/999999',
      { gameId: 999999, action: 'add' },
      token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("lists Ana's seeded favourites", async () => {
    const { token } = await signIn(platform.app, 'demo');
    const { games } = favoriteGamesResponseSchema.parse(
      jsonBody(await demo().get('/profile/favorites', token)),
    );
    expect(games.total).toBeGreaterThanOrEqual(3);
  });
});

describe('likes', () => {
  it('sets the final state: liking twice counts once, and /auth/me user_likes follows', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const game = catalogue[5];
    if (!game) throw new Error('no game');
    const like = async (liked: boolean, opId: string) => {
      const response = await demo().post(`/games/like/${game.id}`, { liked, opId }, token);
      expect(response.statusCode, response.body).toBe(200);
      return likeResponseSchema.parse(jsonBody(response));
    };
    const before = (await gameByCode(platform.app, 'demo', game.providercode, game.gamecode, token))
      .likes;
    expect(await like(true, 'op-1')).toEqual({
      game_id: game.id,
      liked: true,
      likes: before + 1,
      opId: 'op-1',
      user_likes: [game.id],
    });
    expect((await like(true, 'op-2')).likes).toBe(before + 1);
    const me = userResponseSchema.parse(jsonBody(await demo().get('/auth/me', token)));
    expect(me.data.user_likes).toEqual([game.id]);
    expect(await like(false, 'op-3')).toMatchObject({
      liked: false,
      likes: before,
      user_likes: [],
    });
    expect((await like(false, 'op-4')).likes).toBe(before);
    const after = userResponseSchema.parse(jsonBody(await demo().get('/auth/me', token)));
    expect(after.data.user_likes).toEqual([]);
  });

  it('counts concurrent likes of one player once', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const game = catalogue[6];
    if (!game) throw new Error('no game');
    const before = (await gameByCode(platform.app, 'demo', game.providercode, game.gamecode, token))
      .likes;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        demo().post(`/games/like/${game.id}`, { liked: true, opId: `c${index}` }, token),
      ),
    );
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    const now = await gameByCode(platform.app, 'demo', game.providercode, game.gamecode, token);
    expect(now.likes).toBe(before + 1);
  });

  it('replays a repeated Idempotency-Key without acting twice', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const game = catalogue[7];
    if (!game) throw new Error('no game');
    const before = (await gameByCode(platform.app, 'demo', game.providercode, game.gamecode, token))
      .likes;
    const send = (liked: boolean) =>
      demo().post(`/games/like/${game.id}`, { liked, opId: 'same' }, token, {
        'idempotency-key': `like-${game.id}-${token.slice(0, 8)}`,
      });
    const first = await send(true);
    const replay = await send(true);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const other = await send(false);
    expect(other.statusCode).toBe(422);
    const now = await gameByCode(platform.app, 'demo', game.providercode, game.gamecode, token);
    expect(now.likes).toBe(before + 1);
  });

  it('needs a signed-in player and a known game', async () => {
    expect((await demo().post('/games/like/1', { liked: true, opId: 'g' })).statusCode).toBe(401);
    const { token } = await signIn(platform.app, 'demo');
    const unknown = await demo().post('/games/like/999999', { liked: true, opId: 'u' }, token);
    expect(unknown.statusCode).toBe(404);
    const invalid = await demo().post(`/games/like/1`, { liked: 'yes' }, token);
    expect(invalid.statusCode).toBe(422);
  });
});

describe('POST games/url and GET games/recent', () => {
  it('launches for a player, records the play (one row per game, last first)', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const empty = recentGamesResponseSchema.parse(
      jsonBody(await demo().get('/games/recent', token)),
    );
    expect(empty.games).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 24,
      total: 0,
    });
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const other = catalogue.find(
      (game) => !game.only_demo && !game.gamecode.startsWith('broken-') && game.id !== tigre.id,
    );
    if (!other) throw new Error('no other game');
    const launch = await launchGame(platform.app, 'demo', tigre, { token });
    expect(launch.mode).toBe('real');
    expect(launch.gameUrl).toMatch(
      /^http:\/\/localhost:8787\/t\/demo\/demo\/slot\/[A-Za-z0-9_-]{43}$/,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await launchGame(platform.app, 'demo', other, { token });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await launchGame(platform.app, 'demo', tigre, { token });
    const recent = recentGamesResponseSchema.parse(
      jsonBody(await demo().get('/games/recent', token)),
    ).games;
    expect(recent.data.map((game) => game.id)).toEqual([tigre.id, other.id]);
    expect(recent.total).toBe(2);
    expect((await demo().get('/games/recent')).statusCode).toBe(401);
  });

  it('lets a guest launch only a demo-only game, always in demo mode', async () => {
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const refused = await demo().post('/games/url', {
      game_id: tigre.id,
      provider_code: 'vitrine-originals',
      mode: 'demo',
    });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('Não autenticado.');
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const guest = await demo().post(
      '/games/url',
      { game_id: fortuna.id, provider_code: 'vitrine-originals', mode: 'real' },
      undefined,
      { 'guest-id': 'guest-abc123' },
    );
    expect(guest.statusCode, guest.body).toBe(200);
    expect(gameUrlResponseSchema.parse(jsonBody(guest)).mode).toBe('demo');
    const { token } = await signIn(platform.app, 'demo');
    expect((await launchGame(platform.app, 'demo', fortuna, { token })).mode).toBe('demo');
    expect((await launchGame(platform.app, 'demo', tigre, { token, mode: 'demo' })).mode).toBe(
      'demo',
    );
  });

  it('answers 503 in the Laravel shape for a game in maintenance', async () => {
    const broken = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'broken-fortune');
    const { token } = await signIn(platform.app, 'demo');
    const response = await demo().post(
      '/games/url',
      { game_id: broken.id, provider_code: 'vitrine-originals' },
      token,
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toEqual({
      message: 'This game is under maintenance. Please try again later.',
    });
  });

  it('answers 503 for every game of a provider in maintenance, and launches them once it is back', async () => {
    const { token } = await signIn(platform.app, 'demo');
    const aurora = catalogue.find(
      (game) => game.providercode === 'aurora-gaming' && !game.only_demo,
    );
    if (!aurora) throw new Error('no Aurora Gaming game');
    const setAurora = (values: { maintenance?: boolean; integration?: string }) =>
      platform.db
        .update(gameProviders)
        .set(values)
        .where(
          and(eq(gameProviders.tenantId, demoTenantId), eq(gameProviders.code, 'aurora-gaming')),
        );
    const launch = () =>
      demo().post('/games/url', { game_id: aurora.id, provider_code: 'aurora-gaming' }, token);
    try {
      await setAurora({ maintenance: true });
      const down = await launch();
      expect(down.statusCode).toBe(503);
      expect(errorOf(down).message).toBe(
        'Este jogo está em manutenção. Tente novamente mais tarde.',
      );
      await setAurora({ maintenance: false, integration: 'nenhuma-integracao' });
      expect((await launch()).statusCode).toBe(503);
    } finally {
      await setAurora({ maintenance: false, integration: 'demo-slot' });
    }
    expect((await launch()).statusCode).toBe(200);
  });

  it('answers 404 when the provider code is not the game’s', async () => {
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { token } = await signIn(platform.app, 'demo');
    const response = await demo().post(
      '/games/url',
      { game_id: tigre.id, provider_code: 'aurora-gaming' },
      token,
    );
    expect(response.statusCode).toBe(404);
  });

  it("shows Ana's seeded recent games, Tigre da Sorte first", async () => {
    const { token } = await signIn(platform.app, 'sorte');
    const { games } = recentGamesResponseSchema.parse(
      jsonBody(await api(platform.app, 'sorte').get('/games/recent', token)),
    );
    expect(games.data[0]?.gamecode).toBe('tigre-da-sorte');
    expect(gameResponseSchema.shape.data.safeParse(games.data[0]).success).toBe(true);
  });
});
