import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import type { SportsbookSession } from '../model/renderer-lifecycle';
import { useSportsbookWidget } from './use-sportsbook-widget';
import { fakeBetby } from '~/test/fake-betby';

function fakeActions() {
  return {
    openLogin: vi.fn<() => void>(),
    openRegister: vi.fn<() => void>(),
    openDeposit: vi.fn<() => void>(),
    refreshToken: vi.fn<() => Promise<string | null>>(async () => 'token-2'),
  };
}

function fakeHistory() {
  return {
    pushState: vi.fn<History['pushState']>(),
    replaceState: vi.fn<History['replaceState']>(),
  };
}

function SportsbookPage({
  betby,
  actions,
  history,
  session = { kind: 'guest' },
}: {
  betby: ReturnType<typeof fakeBetby>;
  actions: ReturnType<typeof fakeActions>;
  history: ReturnType<typeof fakeHistory>;
  session?: SportsbookSession;
}) {
  const { setTarget, status } = useSportsbookWidget({
    scriptSrc: 'https://ui.betby.example/bt-renderer.min.js',
    brandId: 'brand-1',
    themeName: 'vitrine-dark',
    session,
    actions,
    shellElements: () => ({ header: null, bottomNav: null }),
    loadRenderer: async () => betby.Renderer,
    history,
  });
  const navigate = useNavigate();
  return (
    <>
      <div ref={setTarget} />
      <p>status {status}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </>
  );
}

function renderSportsbook(path: string, session?: SportsbookSession) {
  const betby = fakeBetby();
  const actions = fakeActions();
  const history = fakeHistory();
  const pagePath = path.startsWith('/en/') ? '/en/sportsbook/*' : '/sportsbook/*';
  const page = (next?: SportsbookSession) => (
    <SportsbookPage betby={betby} actions={actions} history={history} session={next ?? session} />
  );
  const view = renderApp(page(), {
    path,
    pagePath,
    locale: path.startsWith('/en/') ? 'en' : 'pt-BR',
  });
  return {
    ...view,
    betby,
    actions,
    history,
    showSession: (next: SportsbookSession) => view.rerender(page(next)),
  };
}

describe('useSportsbookWidget', () => {
  it('opens the market a deep link names, in the page language', async () => {
    const { betby } = renderSportsbook('/sportsbook/soccer/brazil/serie-a');
    const { options } = await betby.alive();
    expect(options).toMatchObject({
      url: '/soccer/brazil/serie-a',
      lang: 'pt-br',
      brand_id: 'brand-1',
    });
    expect(await screen.findByText('status rendered')).toBeTruthy();
  });

  it('opens an English address in English', async () => {
    const { betby } = renderSportsbook('/en/sportsbook/live');
    expect((await betby.alive()).options).toMatchObject({ url: '/live', lang: 'en' });
  });

  it('shows a bt-path link in the path form, with the widget on that route', async () => {
    const { betby, location } = renderSportsbook('/sportsbook?bt-path=%2Flive');
    expect((await betby.alive()).options.url).toBe('/live');
    await waitFor(() => expect(location()).toBe('/sportsbook/live'));
  });

  it("puts the widget's route in the address, and back and forward return the widget there", async () => {
    const user = userEvent.setup();
    const { betby, location } = renderSportsbook('/sportsbook/live');
    const { instance, options } = await betby.alive();

    act(() => options.onRouteChange('/soccer/brazil/serie-a'));
    await waitFor(() => expect(location()).toBe('/sportsbook/soccer/brazil/serie-a'));
    expect(instance.updates).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(location()).toBe('/sportsbook/live'));
    expect(instance.updates).toEqual([{ url: '/live' }]);

    await user.click(screen.getByRole('button', { name: 'forward' }));
    await waitFor(() =>
      expect(instance.updates).toEqual([{ url: '/live' }, { url: '/soccer/brazil/serie-a' }]),
    );
    expect(betby.created).toHaveLength(1);
  });

  it('replaces the route when the widget writes another /sportsbook path to the history (§2)', async () => {
    const { betby, history, location } = renderSportsbook('/sportsbook/live');
    await betby.alive();
    // The hook wrapped the history's pushState; the widget calls it as it would the browser's.
    act(() => history.pushState(null, '', '/sportsbook?bt-path=%2Fesports'));
    await waitFor(() => expect(location()).toBe('/sportsbook/esports'));
  });

  it("keeps the address on /sportsbook/… when the widget pushes its own ?bt-path= entry and reports it, adding none of the router's", async () => {
    const user = userEvent.setup();
    const { betby, history, location } = renderSportsbook('/sportsbook/live?ref=promo');
    const { instance, options } = await betby.alive();
    // What Betby's widget (and the stand-in) does on its own navigation: its entry, then the callback.
    act(() => {
      history.pushState(
        { btPath: '/esports' },
        '',
        '/sportsbook/live?ref=promo&bt-path=%2Fesports',
      );
      options.onRouteChange('/esports');
    });
    await waitFor(() => expect(location()).toBe('/sportsbook/esports?ref=promo'));
    // The router replaced the widget's entry: back finds no entry of the router's before it here.
    await user.click(screen.getByRole('button', { name: 'back' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location()).toBe('/sportsbook/esports?ref=promo');
    expect(instance.updates).toEqual([]);
    expect(betby.created).toHaveLength(1);
  });

  it('opens our login modal for a guest who bets, and restarts the widget with the token on sign-in', async () => {
    const { betby, actions, showSession } = renderSportsbook('/sportsbook/live');
    const guest = await betby.alive();
    act(() => guest.options.onLogin());
    expect(actions.openLogin).toHaveBeenCalledTimes(1);

    showSession({ kind: 'player', token: 'token-1' });
    await waitFor(() => expect(guest.instance.killed).toBe(true));
    expect((await betby.alive()).options).toMatchObject({ token: 'token-1', url: '/live' });
  });

  it('kills the widget when the page goes', async () => {
    const { betby, unmount } = renderSportsbook('/sportsbook');
    const { instance } = await betby.alive();
    unmount();
    expect(instance.killed).toBe(true);
  });
});
