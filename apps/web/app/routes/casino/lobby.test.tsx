import '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverError } from '~/test/fake-platform/reply';
import { gamePage, makeGame, makeGames } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { GameLobby, type LobbyFirstPage } from '~/features/casino/components/game-lobby';
import { gameFilterKey, parseGameFilter } from '~/features/casino/model/game-filter';
import { PHONE_FIRST_CARDS } from '~/features/casino/components/virtual-game-grid';
import { useLobbyFilter } from '~/features/casino/hooks/use-lobby-filter';

const CATEGORIES = [
  { id: 1, slug: 'slots', name: 'Caça-níqueis', icon: 'cherries', position: 0 },
  { id: 2, slug: 'novos', name: 'Novos', icon: 'sparkles', position: 1 },
];
const PROVIDERS = [
  {
    code: 'aurora-gaming',
    name: 'Aurora Gaming',
    image: 'http://api.test/p.webp',
    games_count: 50,
  },
  { code: 'pampas-play', name: 'Pampas Play', image: 'http://api.test/q.webp', games_count: 40 },
];

function Lobby({ firstPage }: { firstPage: LobbyFirstPage | null }) {
  const { filter, setFilter } = useLobbyFilter();
  return (
    <GameLobby
      heading="Jogos"
      filter={filter}
      onFilterChange={setFilter}
      firstPage={firstPage}
      categories={CATEGORIES}
      providers={PROVIDERS}
      localePrefix=""
    />
  );
}

function seeded(query: string, page = gamePage(1, 30), phone = false): LobbyFirstPage {
  return {
    page,
    viewer: 'guest',
    filterKey: gameFilterKey(parseGameFilter(new URLSearchParams(query))),
    phone,
  };
}

describe('GameLobby', () => {
  it('shows the page the server rendered at once, with the count', () => {
    const { platform } = renderApp(<Lobby firstPage={seeded('')} />, { path: '/casino/games' });
    expect(screen.getByRole('heading', { name: 'Jogos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jogo 1\b/ }).getAttribute('href')).toBe(
      '/casino/aurora-gaming/jogo-1',
    );
    expect(screen.getByText('30 jogos')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);
  });

  it("renders a phone's first screen of cards, the rest of the page as skeletons until measured", () => {
    renderApp(<Lobby firstPage={seeded('', gamePage(1, 30), true)} />, { path: '/casino/games' });
    const grid = screen.getByRole('list', { name: 'Jogos' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(24);
    expect(within(grid).getAllByRole('link')).toHaveLength(PHONE_FIRST_CARDS);
    expect(within(items[PHONE_FIRST_CARDS - 1] as HTMLElement).getByRole('link')).toBeTruthy();
    expect(within(items[PHONE_FIRST_CARDS] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('searches after a pause in typing and keeps the term in the URL', async () => {
    const { platform, location } = renderApp(<Lobby firstPage={seeded('')} />, {
      path: '/casino/games',
      db: {
        games: [
          ...makeGames(28),
          makeGame(29, { title: 'Tigre da Sorte' }),
          makeGame(30, { title: 'Tigre Dourado' }),
        ],
      },
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar jogos' }), 'Tigre');
    await waitFor(() => expect(location()).toBe('/casino/games?searchTerm=Tigre'));
    await waitFor(() => expect(screen.getByText('2 jogos')).toBeTruthy());
    expect(platform.callsTo('GET /casinos/games').at(-1)?.query.get('searchTerm')).toBe('Tigre');
  });

  it('combines categories and providers in the URL', async () => {
    const { location } = renderApp(<Lobby firstPage={seeded('')} />, { path: '/casino/games' });
    const categories = screen.getByRole('group', { name: 'Categorias' });
    fireEvent.click(within(categories).getByRole('button', { name: /Caça-níqueis/ }));
    fireEvent.click(within(categories).getByRole('button', { name: /Novos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Todos os provedores' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pampas Play' }));
    await waitFor(() =>
      expect(location()).toBe('/casino/games?category=slots%2Cnovos&provider=pampas-play'),
    );
    expect(
      within(categories).getByRole('button', { name: /Novos/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('loads the next page on request and stops at the last page', async () => {
    const { platform } = renderApp(<Lobby firstPage={seeded('')} />, { path: '/casino/games' });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais jogos' }));
    expect(await screen.findByRole('link', { name: /Jogo 30\b/ })).toBeTruthy();
    expect(platform.calls[0]?.query.get('page')).toBe('2');
    expect(screen.getByText('Você viu todos os jogos.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais jogos' })).toBeNull();
    expect(platform.calls).toHaveLength(1);
  });

  it('offers a way back when nothing matches', async () => {
    const { location } = renderApp(<Lobby firstPage={seeded('searchTerm=zzz', gamePage(1, 0))} />, {
      path: '/casino/games?searchTerm=zzz',
    });
    expect(screen.getByText('Nenhum jogo encontrado')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    await waitFor(() => expect(location()).toBe('/casino/games'));
    await waitFor(() => expect(screen.getByText('30 jogos')).toBeTruthy());
  });

  it('says when the games could not load and retries', async () => {
    let fail = true;
    renderApp(<Lobby firstPage={null} />, {
      path: '/casino/games',
      handlers: {
        'GET /casinos/games': () => (fail ? serverError() : { games: gamePage(1, 3) }),
      },
    });
    expect(await screen.findByText('Não foi possível carregar os jogos.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('3 jogos')).toBeTruthy();
  });
});
