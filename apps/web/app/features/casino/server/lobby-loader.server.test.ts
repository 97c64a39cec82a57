import { describe, expect, it, vi } from 'vitest';
import type { GameFilter } from '../model/game-filter';
import { HttpError } from '~/lib/http/http-error';
import type * as CasinoViewer from './casino-viewer.server';
import { loadLobby } from './lobby-loader.server';
import { lobbyFilter } from '../hooks/use-lobby-filter';

const loadGamesPage = vi.hoisted(() => vi.fn());
vi.mock('./casino-data.server', () => ({
  loadGamesPage,
  loadCategories: async () => [],
  loadProviders: async () => [],
}));
vi.mock('./casino-viewer.server', async (original) => ({
  ...(await original<typeof CasinoViewer>()),
  casinoViewer: async () => ({
    api: { client: {}, apiLink: 'http://api.test/t/demo' },
    viewer: 'guest',
  }),
}));

const request = new Request('http://localhost:3000/casino/games');
const filterOf = (query: string) => lobbyFilter(new URLSearchParams(query), []);

describe('casino lobby loader with hostile query text', () => {
  it('asks for the plain lobby when the search and provider are not text the API takes', async () => {
    loadGamesPage.mockResolvedValueOnce(null);
    await loadLobby(request, 'pt-BR', filterOf('provider=%00&searchTerm=%00&page=-1'));
    const [, , filter] = loadGamesPage.mock.calls.at(-1) ?? [];
    expect(filter).toMatchObject<Partial<GameFilter>>({ searchTerm: '', providers: [] });
  });

  it('renders the lobby without its first page (the browser retries) when the platform answers 422', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadGamesPage.mockRejectedValueOnce(
      new HttpError({ kind: 'http', method: 'GET', url: 'http://api.test', status: 422 }),
    );
    const lobby = await loadLobby(request, 'pt-BR', filterOf('searchTerm=tigre'));
    expect(lobby).toEqual({ firstPage: null, categories: [], providers: [] });
  });
});
