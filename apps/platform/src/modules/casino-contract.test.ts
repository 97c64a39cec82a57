// Contract tests of the casino calls (docs/design/casino-api.md): every answer parses with the
// schemas of packages/contract/src/games.ts and wallet.ts and carries nothing they do not know.
import { beforeAll, describe, it } from 'vitest';
import { profileResponseSchema } from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import * as games from '@vitrine/contract/games.ts';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { api, signIn } from '../test/accounts.ts';
import { expectShape } from '../test/contract-shape.ts';
import { jsonBody, testPlatformPerFile } from '../test/test-platform.ts';

const platform = testPlatformPerFile();

describe.each(['demo', 'sorte'])('contract: casino calls of %s', (slug) => {
  const tenant = () => api(platform.app, slug);
  let token = '';
  beforeAll(async () => {
    token = (await signIn(platform.app, slug)).token;
  });

  it('GET casinos/games with every filter, and an empty page', () => {
    const queries = [
      '',
      '?page=2',
      '?searchTerm=tigre&category=slots&provider=vitrine-originals,all&type=slot&bonuses=1&sort=az',
      '?sort=new&category=todos',
      '?category=nao-existe',
    ];
    return Promise.all(
      queries.map(async (query) =>
        expectShape(
          await tenant().get(`/casinos/games${query}`, token),
          200,
          games.gamesResponseSchema,
        ),
      ),
    );
  });

  it('GET featured/home-games and featured/games', async () => {
    for (const query of ['', '?page=2&lang=en', '?searchTerm=a&provider=ipanema-live']) {
      expectShape(
        await tenant().get(`/featured/home-games${query}`),
        200,
        games.homeGamesResponseSchema,
      );
    }
    expectShape(
      await tenant().get('/featured/games?limit=24', token),
      200,
      games.featuredGamesResponseSchema,
    );
  });

  it('GET games/recent and profile/favorites', async () => {
    expectShape(await tenant().get('/games/recent', token), 200, games.recentGamesResponseSchema);
    expectShape(
      await tenant().get('/profile/favorites?page=1', token),
      200,
      games.favoriteGamesResponseSchema,
    );
  });

  it('POST games/get, getRelated, url, favorite and like', async () => {
    const { data: game } = expectShape(
      await tenant().post(
        '/games/get',
        { game_id: 'tigre-da-sorte', provider_code: 'vitrine-originals' },
        token,
      ),
      200,
      games.gameResponseSchema,
    );
    expectShape(
      await tenant().post('/games/getRelated', { game_id: game.id }),
      200,
      games.relatedGamesResponseSchema,
    );
    expectShape(
      await tenant().post(
        '/games/url',
        {
          game_id: game.id,
          provider_code: game.providercode,
          mode: 'real',
          device: 'mobile',
          lang: 'en',
        },
        token,
      ),
      200,
      games.gameUrlResponseSchema,
    );
    expectShape(
      await tenant().post(`/games/favorite/${game.id}`, { gameId: game.id, action: 'add' }, token),
      200,
      games.favoriteResponseSchema,
    );
    expectShape(
      await tenant().post(`/games/like/${game.id}`, { liked: true, opId: 'contract-1' }, token),
      200,
      games.likeResponseSchema,
    );
  });

  it('GET games/providers, profile/wallet and profile', async () => {
    for (const query of ['', '?per_page=5&page=2&searchTerm=play&category=slots&provider=all']) {
      expectShape(
        await tenant().get(`/games/providers${query}`),
        200,
        games.providersResponseSchema,
      );
    }
    expectShape(await tenant().get('/profile/wallet', token), 200, walletResponseSchema);
    expectShape(await tenant().get('/profile', token), 200, profileResponseSchema);
  });
});

describe('contract: casino errors', () => {
  const demo = () => api(platform.app, 'demo');

  it('401, 404, 422 and 503 bodies', async () => {
    expectShape(await demo().get('/games/recent'), 401, laravelErrorSchema);
    expectShape(await demo().get('/profile/favorites'), 401, laravelErrorSchema);
    expectShape(await demo().get('/profile/wallet'), 401, laravelErrorSchema);
    expectShape(
      await demo().post('/games/like/1', { liked: true, opId: 'a' }),
      401,
      laravelErrorSchema,
    );
    expectShape(
      await demo().post('/games/get', {
        game_id: 'nao-existe',
        provider_code: 'vitrine-originals',
      }),
      404,
      laravelErrorSchema,
    );
    expectShape(await demo().get('/casinos/games?sort=random'), 422, laravelErrorSchema);
    const { token } = await signIn(platform.app, 'demo');
    const { data: broken } = games.gameResponseSchema.parse(
      jsonBody(
        await demo().post('/games/get', {
          game_id: 'broken-fortune',
          provider_code: 'vitrine-originals',
        }),
      ),
    );
    const brokenLaunch = { game_id: broken.id, provider_code: 'vitrine-originals' };
    expectShape(await demo().post('/games/url', brokenLaunch, token), 503, laravelErrorSchema);
  });
});
