import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { casinoSession, makeGame, renderCasino } from '~/test/casino-harness';
import { fakeApi, json } from '~/test/fake-api';
import { GameNotFound } from './game-not-found';
import { GameScreen } from './game-screen';

const LINKS = {
  lobby: '/casino/games',
  signIn: '/login?redirect=%2Fcasino%2Faurora-gaming%2Fjogo-1',
  register: '/register?redirect=%2Fcasino%2Faurora-gaming%2Fjogo-1',
};
const GAME_URL = 'http://games.test/t/demo/demo/slot/launch-token';
const player = casinoSession({ viewer: 'user-1', signedIn: true });

/** An answer the test releases when it wants to. */
function held() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function renderGame(
  game = makeGame(1),
  options: {
    session?: ReturnType<typeof casinoSession>;
    routes?: Parameters<typeof fakeApi>[0];
    related?: Parameters<typeof GameScreen>[0]['related'];
  } = {},
) {
  const api = fakeApi({
    'POST /t/demo/games/url': () => json({ gameUrl: GAME_URL, mode: 'real' }),
    'POST /t/demo/games/getRelated': () => json({ related_games: [] }),
    ...options.routes,
  });
  const view = renderCasino(
    <GameScreen game={game} locale="pt-BR" links={LINKS} related={options.related} />,
    {
      fetch: api.fetch,
      session: options.session ?? player,
      path: '/casino/aurora-gaming/jogo-1',
    },
  );
  return { ...view, api };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the game screen', () => {
  it('holds the game box with a loading state until the launch address arrives', async () => {
    const launch = held();
    renderGame(makeGame(1), { routes: { 'POST /t/demo/games/url': () => launch.answer } });
    const loading = await screen.findByText('Carregando o jogo…');
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByTitle('Jogo 1')).toBeNull();

    await act(async () => launch.release(json({ gameUrl: GAME_URL, mode: 'real' })));
    const frame = await screen.findByTitle('Jogo 1');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(screen.queryByText('Carregando o jogo…')).toBeNull();
  });

  it('launches a signed-in player’s game with real money, for the device and the language', async () => {
    const { api } = renderGame(makeGame(1, { providercode: 'vitrine-originals' }));
    await screen.findByTitle('Jogo 1');
    const launch = api.calls.find((call) => call.path === '/t/demo/games/url');
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
    const guest = casinoSession();
    const { api } = renderGame(makeGame(1), { session: guest });
    expect(screen.getByRole('heading', { name: 'Entre para jogar' })).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Cadastrar' });
    expect(register.getAttribute('href')).toBe(LINKS.register);

    fireEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    expect(guest.requestSignIn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/getRelated'))).toBe(true));
    expect(api.calls.some((call) => call.path === '/t/demo/games/url')).toBe(false);
    expect(screen.queryByTitle('Jogo 1')).toBeNull();
  });

  it('gives a guest the demo of a demo-only game', async () => {
    const { api } = renderGame(makeGame(3, { only_demo: true }), {
      session: casinoSession(),
      routes: { 'POST /t/demo/games/url': () => json({ gameUrl: GAME_URL, mode: 'demo' }) },
    });
    expect(await screen.findByTitle('Jogo 3')).toBeTruthy();
    expect(screen.queryByText('Entre para jogar')).toBeNull();
    const launch = api.calls.find((call) => call.path === '/t/demo/games/url');
    expect(launch?.body).toMatchObject({ game_id: 3, mode: 'demo' });
    expect(screen.getByText('Modo demonstração: créditos fictícios')).toBeTruthy();
  });

  it('shows maintenance when the launch fails, and plays once a retry succeeds', async () => {
    let available = false;
    renderGame(makeGame(1), {
      routes: {
        'POST /t/demo/games/url': () =>
          available
            ? json({ gameUrl: GAME_URL, mode: 'real' })
            : json({ message: 'Provider unavailable' }, 503),
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
    renderGame(makeGame(1), {
      routes: {
        'POST /t/demo/games/getRelated': () =>
          json({ related_games: [makeGame(2), makeGame(3, { gamecode: 'fortuna' })] }),
      },
    });
    const rail = await screen.findByRole('list', { name: 'Jogos relacionados' });
    const links = within(rail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/casino/aurora-gaming/jogo-2',
      '/casino/aurora-gaming/fortuna',
    ]);
    expect(within(rail).getByText('Jogo 2')).toBeTruthy();
  });

  it('shows the related games the server rendered, without asking for them again', async () => {
    const { api } = renderGame(makeGame(1), {
      related: { games: [makeGame(2), makeGame(3)], viewer: 'user-1' },
    });
    const rail = screen.getByRole('list', { name: 'Jogos relacionados' });
    expect(within(rail).getAllByRole('link')).toHaveLength(2);
    await screen.findByTitle('Jogo 1');
    expect(api.calls.some((call) => call.path.endsWith('/getRelated'))).toBe(false);
  });

  it('asks again when the server rendered them for someone else', async () => {
    const { api } = renderGame(makeGame(1), {
      related: { games: [makeGame(2)], viewer: 'guest' },
      routes: {
        'POST /t/demo/games/getRelated': () => json({ related_games: [makeGame(2), makeGame(4)] }),
      },
    });
    expect(screen.getAllByRole('link', { name: /Jogo 2/ }).length).toBeGreaterThan(0);
    const rail = screen.getByRole('list', { name: 'Jogos relacionados' });
    await waitFor(() => expect(within(rail).getAllByRole('link')).toHaveLength(2));
    expect(api.calls.some((call) => call.path.endsWith('/getRelated'))).toBe(true);
  });

  it('leaves the related games out when there are none', async () => {
    const { api } = renderGame();
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/getRelated'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Jogos relacionados')).toBeNull());
  });
});

describe('the game not-found screen', () => {
  it('says the game was not found and leads back to the lobby', () => {
    renderCasino(<GameNotFound lobbyHref="/en/casino/games" />, {
      fetch: fakeApi({}).fetch,
      locale: 'en',
      path: '/en/casino/nobody/nothing',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe(
      '/en/casino/games',
    );
  });
});
