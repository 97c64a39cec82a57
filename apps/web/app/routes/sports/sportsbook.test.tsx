import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeReply, laravelError } from '~/test/fake-platform/reply';
import { testUser, testWallet } from '~/test/fixtures';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { onIdle } from '~/lib/idle';
import { STORAGE_KEYS } from '~/lib/storage';
import { type BetbyPageOptions, fakeBetby, sportsbookTokenIssued } from '~/test/fake-betby';
import { renderApp } from '~/test/render-app';
import { SessionModalProbe } from '~/test/session-modal-probe';
import { SportsbookPage } from './sportsbook';

function renderSportsbook(
  options: BetbyPageOptions & {
    /** The header's balance beside the page, with this much in the wallet. */
    balance?: number;
  } = {},
) {
  const betby = fakeBetby();
  const view = renderApp(
    <>
      <SportsbookPage
        locale={options.english ? 'en' : 'pt-BR'}
        loadRenderer={options.loadRenderer ?? (async () => betby.Renderer)}
      />
      <SessionModalProbe player={options.signedIn ?? false} />
      {options.balance !== undefined && <HeaderBalance enabled locale="pt-BR" />}
    </>,
    {
      path: `${options.english ? '/en' : ''}/sportsbook/futebol/brasileirao/flamengo-palmeiras`,
      pagePath: options.english ? '/en/sportsbook/*' : '/sportsbook/*',
      locale: options.english ? 'en' : 'pt-BR',
      player: options.signedIn ? testUser() : undefined,
      handlers: options.handlers,
      ...(options.balance !== undefined && {
        db: { wallet: testWallet({ balance: options.balance }) },
      }),
    },
  );
  return { ...view, betby };
}

// The visitor has answered the 18+ question: Betby's widgets wait for it (use-widget-session.ts).
beforeEach(() => localStorage.setItem(STORAGE_KEYS.ageVerified, 'true'));

describe('the sportsbook page', () => {
  it("opens a guest's deep link in the widget, without a token, and its sign-in is our modal", async () => {
    const { betby, platform } = renderSportsbook();
    expect(screen.getByRole('heading', { level: 1, name: 'Apostas esportivas' })).toBeTruthy();
    const options = await betby.widget();
    expect(options).toMatchObject({
      url: '/futebol/brasileirao/flamengo-palmeiras',
      lang: 'pt-br',
      brand_id: 'b',
      themeName: 'default',
    });
    expect(options.token).toBeUndefined();
    expect(platform.callsTo('POST /sportsbook/session')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByText('Carregando as apostas esportivas…')).toBeNull());

    act(() => options.onRegister());
    expect(screen.getByText(/auth register/)).toBeTruthy();
  });

  it('loads Betby only once the 18+ question is answered', async () => {
    localStorage.removeItem(STORAGE_KEYS.ageVerified);
    const loadRenderer = vi.fn(async () => fakeBetby().Renderer);
    renderSportsbook({ loadRenderer });
    expect(screen.getByText('Carregando as apostas esportivas…')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadRenderer).not.toHaveBeenCalled();

    act(() => {
      localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
      window.dispatchEvent(new StorageEvent('storage'));
    });
    await waitFor(() => expect(loadRenderer).toHaveBeenCalledTimes(1));
  });

  it("holds the page's idle work back until the widget has drawn and settled", async () => {
    // A browser that is idle at once: only the hold keeps the work back.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    const { betby } = renderSportsbook();
    const options = await betby.widget();
    const idleWork = vi.fn();
    const idle = onIdle(idleWork);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(idleWork).not.toHaveBeenCalled(); // the widget has not drawn anything yet

    act(() =>
      options.target.append(Object.assign(document.createElement('p'), { textContent: 'Jogos' })),
    );
    await waitFor(() => expect(idleWork).toHaveBeenCalledTimes(1));
    idle();
    vi.unstubAllGlobals();
  });

  it('asks our login for a guest, and our deposit for a player', async () => {
    const guest = renderSportsbook();
    act(() => void guest.betby.widget().then((options) => options.onLogin()));
    expect(await screen.findByText(/auth login/)).toBeTruthy();
    guest.unmount();

    const player = renderSportsbook({
      signedIn: true,
      handlers: sportsbookTokenIssued('sb'),
    });
    const options = await player.betby.widget();
    act(() => options.onRecharge());
    expect(screen.getByText(/no auth deposit/)).toBeTruthy();
  });

  it("hands a player's sportsbook token to the widget, and a fresh one when it expires", async () => {
    let issued = 0;
    const { betby, platform } = renderSportsbook({
      signedIn: true,
      handlers: {
        'POST /sportsbook/session': () => {
          issued += 1;
          return { token: `sb-${issued}`, expires_at: '2026-11-24T22:30:00.000000Z' };
        },
      },
    });
    const options = await betby.widget();
    expect(options.token).toBe('sb-1');
    expect(platform.callsTo('POST /sportsbook/session')[0]?.body).toEqual({ lang: 'pt-br' });

    let fresh = '';
    await act(async () => {
      fresh = await options.onTokenExpired();
    });
    expect(fresh).toBe('sb-2');
    // The widget carries on with the token it was handed: it is not drawn again.
    expect((await betby.widget()).token).toBe('sb-1');
  });

  it("speaks English under /en, with the player's English token", async () => {
    const { betby, platform } = renderSportsbook({
      english: true,
      signedIn: true,
      handlers: sportsbookTokenIssued('sb-en'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeTruthy();
    expect(await betby.widget()).toMatchObject({ lang: 'en', token: 'sb-en' });
    expect(platform.callsTo('POST /sportsbook/session')[0]?.body).toEqual({ lang: 'en' });
  });

  it("shows the retry state when the player's token cannot be had, and asks again on retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { betby, platform } = renderSportsbook({
      signedIn: true,
      handlers: {
        'POST /sportsbook/session': () =>
          fail
            ? laravelError(503, 'indisponível')
            : { token: 'sb', expires_at: '2026-11-24T22:30:00.000000Z' },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Tentar novamente');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await betby.widget()).token).toBe('sb');
    expect(platform.callsTo('POST /sportsbook/session').length).toBeGreaterThanOrEqual(2);
  });

  it('tells a player the platform refuses a token why, in its words, with no retry', async () => {
    const { platform } = renderSportsbook({
      signedIn: true,
      handlers: {
        'POST /sportsbook/session': () =>
          new FakeReply(403, {
            message: 'Você está autoexcluído até 01/12/2026 <b>10:00</b>.',
            selfExcluded: true,
            start_at: '2026-11-01T10:00:00.000Z',
            end_at: '2026-12-01T10:00:00.000Z',
          }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Apostas esportivas indisponíveis para sua conta',
    );
    // The platform's words, as text.
    expect(alert.textContent).toContain('Você está autoexcluído até 01/12/2026 <b>10:00</b>.');
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByText('Carregando as apostas esportivas…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(platform.callsTo('POST /sportsbook/session')).toHaveLength(1);
  });

  it('says so in its own words when the refusal carries none, in English too', async () => {
    renderSportsbook({
      english: true,
      signedIn: true,
      handlers: { 'POST /sportsbook/session': () => laravelError(403, '') },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sports betting is not available to your accountYour account cannot place sports bets at the moment.',
    );
  });

  it('fetches the header balance again when the widget reports its slip and no socket brings it', async () => {
    const { betby, platform } = renderSportsbook({
      signedIn: true,
      balance: 100_000,
      handlers: sportsbookTokenIssued('sb'),
    });
    expect(await screen.findByText('R$ 1.000,00')).toBeTruthy();
    const options = await betby.widget();
    platform.db.wallet = testWallet({ balance: 99_000 });
    act(() => options.onBetSlipStateChange({ selections: 0 }));
    expect(await screen.findByText('R$ 990,00')).toBeTruthy();
  });

  it('shows a retry state when the script does not load, and draws the widget on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const betby = fakeBetby({ failLoad: () => fail });
    renderSportsbook({ loadRenderer: betby.load });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as apostas esportivas');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await betby.widget()).url).toBe('/futebol/brasileirao/flamengo-palmeiras');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
