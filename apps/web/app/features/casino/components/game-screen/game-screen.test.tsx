import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@vitrine/contract/games.ts';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { makeGame, TEST_API_LINK, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { expectShownWhole } from '~/test/shown-whole';
import { GameNotFound } from './game-not-found';
import { GameScreen } from './game-screen';

const LINKS = {
  lobby: '/casino/games',
  signIn: '/login?redirect=%2Fcasino%2Faurora-gaming%2Fjogo-1',
  register: '/register?redirect=%2Fcasino%2Faurora-gaming%2Fjogo-1',
};
// The fake platform's launch address of game 1.
const GAME_URL = `${TEST_API_LINK}/demo/slot/launch-1`;

/** The launch answer, held until the test releases it. */
function heldLaunch() {
  let release: () => void = () => undefined;
  const answer = new Promise<{ gameUrl: string; mode: 'real' }>((resolve) => {
    release = () => resolve({ gameUrl: GAME_URL, mode: 'real' });
  });
  const handlers: FakeHandlers = { 'POST /games/url': () => answer };
  return { handlers, release: () => release() };
}

/** The game page of `game` for Ana (or a guest); `others` are the rest of the catalogue. */
function renderGame(
  game = makeGame(1),
  options: {
    guest?: boolean;
    others?: Game[];
    handlers?: FakeHandlers;
    related?: Parameters<typeof GameScreen>[0]['related'];
  } = {},
) {
  return renderApp(
    <GameScreen game={game} locale="pt-BR" links={LINKS} related={options.related} />,
    {
      player: options.guest ? undefined : testUser(),
      db: { games: [game, ...(options.others ?? [])] },
      handlers: options.handlers,
      path: '/casino/aurora-gaming/jogo-1',
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game screen', () => {
  it('holds the game box with a loading state until the launch address arrives', async () => {
    const launch = heldLaunch();
    renderGame(makeGame(1), { handlers: launch.handlers });
    const loading = await screen.findByText('Carregando o jogo…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByTitle('Jogo 1')).toBeNull();

    await act(async () => launch.release());
    const frame = await screen.findByTitle('Jogo 1');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(screen.queryByText('Carregando o jogo…')).toBeNull();
  });

  it('launches a signed-in player’s game with real money, for the device and the language', async () => {
    const { platform } = renderGame(makeGame(1, { providercode: 'vitrine-originals' }));
    await screen.findByTitle('Jogo 1');
    const launch = platform.callsTo('POST /games/url')[0];
    expect(launch?.body).toEqual({
      game_id: 1,
      provider_code: 'vitrine-originals',
      mode: 'real',
      device: 'desktop',
      lang: 'pt-BR',
    });
    expect(screen.getByText('Jogo com saldo real')).toBeTruthy();
  });

  it('asks a guest to sign in for a real-money game instead of launching it', async () => {
    const { platform, authModal } = renderGame(makeGame(1), { guest: true });
    expect(screen.getByRole('heading', { name: 'Entre para jogar' })).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Cadastrar' });
    expect(register.getAttribute('href')).toBe(LINKS.register);
    // The card is centred: shown whole once parsed (components/ui/shown-whole), never half-drawn.
    expectShownWhole(screen.getByRole('heading', { name: 'Entre para jogar' }).parentElement);
    // So are the heading's like and favourite buttons, right-aligned.
    expectShownWhole(screen.getByRole('button', { name: /^Curtir / }).parentElement);

    fireEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'login' });
    await waitFor(() => expect(platform.callsTo('POST /games/getRelated')).toHaveLength(1));
    expect(platform.callsTo('POST /games/url')).toHaveLength(0);
    expect(screen.queryByTitle('Jogo 1')).toBeNull();
  });

  it('gives a guest the demo of a demo-only game', async () => {
    const { platform } = renderGame(makeGame(3, { only_demo: true }), { guest: true });
    expect(await screen.findByTitle('Jogo 3')).toBeTruthy();
    expect(screen.queryByText('Entre para jogar')).toBeNull();
    const launch = platform.callsTo('POST /games/url')[0];
    expect(launch?.body).toMatchObject({ game_id: 3, mode: 'demo' });
    expect(screen.getByText('Modo demonstração: créditos fictícios')).toBeTruthy();
  });

  it('shows maintenance when the launch fails, and plays once a retry succeeds', async () => {
    let available = false;
    renderGame(makeGame(1), {
      handlers: {
        'POST /games/url': () =>
          available
            ? { gameUrl: GAME_URL, mode: 'real' }
            : laravelError(503, 'Provider unavailable'),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Jogo em manutenção' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Voltar ao lobby' }).getAttribute('href')).toBe(
      '/casino/games',
    );
    expect(screen.queryByRole('button', { name: 'Tela cheia' })).toBeNull();

    available = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTitle('Jogo 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the game box in fullscreen with the Fullscreen API and follows the browser out', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const screenState: { element: Element | null } = { element: null };
    const showFullscreen = (element: Element | null) => {
      screenState.element = element;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    Object.defineProperty(document, 'fullscreenElement', {
      get: () => screenState.element,
      configurable: true,
    });
    const request = vi.fn(function (this: HTMLElement) {
      showFullscreen(this);
      return Promise.resolve();
    });
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: request,
      configurable: true,
    });
    try {
      renderGame();
      await screen.findByTitle('Jogo 1');
      const toggle = screen.getByRole('button', { name: 'Tela cheia' });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');

      fireEvent.click(toggle);
      expect(request).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
      expect(screenState.element?.contains(screen.getByTitle('Jogo 1'))).toBe(true);

      // Escape in native fullscreen is the browser's: it leaves and says so.
      act(() => showFullscreen(null));
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });

  it('expands the box over the page where the Fullscreen API is missing, and Escape leaves', async () => {
    renderGame();
    await screen.findByTitle('Jogo 1');
    const toggle = screen.getByRole('button', { name: 'Tela cheia' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTitle('Jogo 1').closest('.fixed')).not.toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTitle('Jogo 1').closest('.fixed')).toBeNull();
  });

  it('shows related games as game cards under the game', async () => {
    renderGame(makeGame(1), { others: [makeGame(2), makeGame(3, { gamecode: 'fortuna' })] });
    const rail = await screen.findByRole('list', { name: 'Jogos relacionados' });
    const links = within(rail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/casino/aurora-gaming/jogo-2',
      '/casino/aurora-gaming/fortuna',
    ]);
    expect(within(rail).getByText('Jogo 2')).toBeTruthy();
  });

  it('shows the related games the server rendered, without asking for them again', async () => {
    const { platform } = renderGame(makeGame(1), {
      related: { games: [makeGame(2), makeGame(3)], viewer: 'user-1' },
    });
    const rail = screen.getByRole('list', { name: 'Jogos relacionados' });
    expect(within(rail).getAllByRole('link')).toHaveLength(2);
    await screen.findByTitle('Jogo 1');
    expect(platform.callsTo('POST /games/getRelated')).toHaveLength(0);
  });

  it('asks again when the server rendered them for someone else', async () => {
    const { platform } = renderGame(makeGame(1), {
      related: { games: [makeGame(2)], viewer: 'guest' },
      others: [makeGame(2), makeGame(4)],
    });
    expect(screen.getAllByRole('link', { name: /Jogo 2/ }).length).toBeGreaterThan(0);
    const rail = screen.getByRole('list', { name: 'Jogos relacionados' });
    await waitFor(() => expect(within(rail).getAllByRole('link')).toHaveLength(2));
    expect(platform.callsTo('POST /games/getRelated')).toHaveLength(1);
  });

  it('leaves the related games out when there are none', async () => {
    const { platform, queryClient } = renderGame();
    await waitFor(() => expect(platform.callsTo('POST /games/getRelated')).toHaveLength(1));
    // Once the (empty) answer is in, the rail is still absent: not merely absent while loading.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Jogos relacionados')).toBeNull();
  });
});

describe('the game not-found screen', () => {
  it('says the game was not found and leads back to the lobby', () => {
    renderApp(<GameNotFound lobbyHref="/en/casino/games" />, {
      locale: 'en',
      path: '/en/casino/nobody/nothing',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe(
      '/en/casino/games',
    );
  });
});
