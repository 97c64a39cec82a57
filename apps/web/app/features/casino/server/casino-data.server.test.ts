import { describe, expect, it } from 'vitest';
import { createHttpClient } from '~/lib/http/http-client';
import { makeGame } from '~/test/fixtures';
import { EMPTY_FILTER } from '../model/game-filter';
import {
  loadFeaturedGames,
  loadGamesPage,
  loadHomeSections,
  loadRelatedGames,
} from './casino-data.server';

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 };
const defaultAnswers: Record<string, unknown> = {
  '/casinos/games': { games: emptyPage },
  '/featured/games': { data: [] },
  '/featured/home-games': { data: [], current_page: 1, last_page: 3 },
  '/games/getRelated': { related_games: [makeGame(2)] },
};

const CARD_FIELDS = [
  'gamecode',
  'hasFavorite',
  'id',
  'image',
  'image_mobile',
  'likes',
  'only_demo',
  'provider_name',
  'providercode',
  // Issue 35: the RTP is on every card.
  'rtp',
  'title',
];

/** The tenant API of one brand (its own `apiLink`, so the server's cache starts empty). */
function tenantApi(brand: string, answers: Record<string, unknown> = defaultAnswers) {
  const asked: URL[] = [];
  const client = createHttpClient({
    baseUrl: `http://api.test/t/${brand}`,
    getAuthToken: () => null,
    getGuestId: () => null,
    getLmcp: () => null,
    fetch: async (url) => {
      const parsed = new URL(url);
      asked.push(parsed);
      const path = parsed.pathname.replace(`/t/${brand}`, '');
      return Response.json(answers[path] ?? {}, { status: path in answers ? 200 : 404 });
    },
  });
  return { api: { client, apiLink: `http://api.test/t/${brand}` }, asked };
}

describe('casino data of the server render', () => {
  it("asks the same calls as the browser's fetchers", async () => {
    const { api, asked } = tenantApi('calls');
    await loadGamesPage(api, 'guest', { ...EMPTY_FILTER, categories: ['slots'] });
    await loadFeaturedGames(api, 'guest');
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/t/calls/casinos/games?category=slots&page=1',
      '/t/calls/featured/games?limit=12',
    ]);
  });

  it("keeps a guest's view for the next guest and never shares a player's", async () => {
    const { api, asked } = tenantApi('views');
    await loadGamesPage(api, 'guest', EMPTY_FILTER);
    await loadGamesPage(api, 'guest', EMPTY_FILTER);
    expect(asked).toHaveLength(1);
    await loadGamesPage(api, 'user-7', EMPTY_FILTER);
    await loadGamesPage(api, 'user-7', EMPTY_FILTER);
    expect(asked).toHaveLength(3);
  });

  it("keeps a guest's related games per tenant and game, never a player's", async () => {
    const demo = tenantApi('related-demo');
    const sorte = tenantApi('related-sorte');
    await loadRelatedGames(demo.api, 'guest', 1);
    expect(await loadRelatedGames(demo.api, 'guest', 1)).toEqual([makeGame(2)]);
    expect(demo.asked).toHaveLength(1);
    // Another game, another tenant: asked for their own.
    await loadRelatedGames(demo.api, 'guest', 9);
    await loadRelatedGames(sorte.api, 'guest', 1);
    expect(demo.asked).toHaveLength(2);
    expect(sorte.asked).toHaveLength(1);
    // A player's are asked every time (favourites marked), and not kept for the guests.
    await loadRelatedGames(sorte.api, 'user-7', 1);
    await loadRelatedGames(sorte.api, 'user-7', 1);
    expect(sorte.asked).toHaveLength(3);
  });

  it('gives the home sections as the first page the browser continues from', async () => {
    const { api } = tenantApi('home');
    expect(await loadHomeSections(api, 'guest', 'pt-BR')).toEqual({
      data: [],
      current_page: 1,
      last_page: 3,
    });
  });

  it('sends the home rails cards, not whole games (less loader data to decode on hydration)', async () => {
    const category = { id: 3, slug: 'slots', name: 'Slots', icon: null, position: 1 };
    const { api } = tenantApi('cards', {
      '/featured/games': { data: [makeGame(1)] },
      '/featured/home-games': {
        data: [{ category, games: [makeGame(2), makeGame(3)], total: 2 }],
        current_page: 1,
        last_page: 1,
      },
    });
    const [featured] = await loadFeaturedGames(api, 'guest');
    expect(Object.keys(featured ?? {}).sort()).toEqual(CARD_FIELDS);
    const sections = await loadHomeSections(api, 'guest', 'pt-BR');
    expect(sections.data[0]?.category).toEqual(category);
    expect(sections.data[0]?.total).toBe(2);
    expect(sections.data[0]?.games.map((game) => Object.keys(game).sort())).toEqual([
      CARD_FIELDS,
      CARD_FIELDS,
    ]);
    expect(sections.data[0]?.games[1]).toMatchObject({ id: 3, title: 'Jogo 3', likes: 10 });
  });

  it("sends the lobby's first page as cards, with the API's paging", async () => {
    const { api } = tenantApi('lobby-cards', {
      '/casinos/games': {
        games: {
          data: [makeGame(4), makeGame(5)],
          current_page: 1,
          last_page: 9,
          per_page: 24,
          total: 200,
        },
      },
    });
    const page = await loadGamesPage(api, 'guest', EMPTY_FILTER);
    expect(page).toMatchObject({ current_page: 1, last_page: 9, per_page: 24, total: 200 });
    expect(page.data.map((game) => Object.keys(game).sort())).toEqual([CARD_FIELDS, CARD_FIELDS]);
    expect(page.data[1]).toMatchObject({ id: 5, title: 'Jogo 5' });
  });
});
