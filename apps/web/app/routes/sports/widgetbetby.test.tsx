import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BetbyPageOptions, fakeBetby, sportsbookTokenIssued } from '~/test/fake-betby';
import { testUser } from '~/test/fixtures';
import { STORAGE_KEYS } from '~/lib/storage';
import { renderApp } from '~/test/render-app';
import { SessionModalProbe } from '~/test/session-modal-probe';
import { WidgetBetbyPage } from './widgetbetby';

const MATCH = '/futebol/brasileirao/flamengo-palmeiras';

function renderWidgetPage(options: BetbyPageOptions = {}) {
  const betby = fakeBetby();
  const prefix = options.english ? '/en' : '';
  const view = renderApp(
    <>
      <WidgetBetbyPage
        locale={options.english ? 'en' : 'pt-BR'}
        loadRenderer={options.loadRenderer ?? betby.load}
      />
      <SessionModalProbe player={options.signedIn} />
    </>,
    {
      path: `${prefix}/widgetbetby`,
      locale: options.english ? 'en' : 'pt-BR',
      routes: [`${prefix}/sportsbook`, `${prefix}/sportsbook/*`],
      player: options.signedIn ? testUser() : undefined,
      handlers: options.handlers,
    },
  );
  return { ...view, betby };
}

// The visitor has answered the 18+ question: Betby's widgets wait for it (use-widget-session.ts).
beforeEach(() => localStorage.setItem(STORAGE_KEYS.ageVerified, 'true'));

describe('the sportsbook widgets page (/widgetbetby)', () => {
  it("draws Betby's promo widget for a guest, and the way to the whole sportsbook", async () => {
    const { betby, platform } = renderWidgetPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Apostas em destaque' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Carregando as apostas em destaque…');
    const options = await betby.widget();
    expect(options).toMatchObject({
      widgetName: 'promo',
      widgetParams: { placeholder: 'operator_page' },
      lang: 'pt-br',
      brand_id: 'b',
    });
    expect(options.token).toBeUndefined();
    expect(platform.callsTo('POST /sportsbook/session')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('link', { name: 'Ver todas as apostas' }).getAttribute('href')).toBe(
      '/sportsbook',
    );
  });

  it("opens the clicked outcome's match in our sportsbook", async () => {
    const { betby, location } = renderWidgetPage();
    const options = await betby.widget();
    act(() => options.widgetParams?.onOutcomeClick({ url: MATCH }));
    await waitFor(() => expect(location()).toBe(`/sportsbook${MATCH}`));
  });

  it('stays in English: its words, its link and the banner it opens', async () => {
    const { betby, location } = renderWidgetPage({ english: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Featured bets' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See the whole sportsbook' }).getAttribute('href'),
    ).toBe('/en/sportsbook');
    const options = await betby.widget();
    expect(options.lang).toBe('en');
    act(() => options.widgetParams?.onBannerClick({ url: MATCH }));
    await waitFor(() => expect(location()).toBe(`/en/sportsbook${MATCH}`));
  });

  it("asks our login for a guest, and hands a player's token and deposit to the widget", async () => {
    const guest = renderWidgetPage();
    const guestWidget = await guest.betby.widget();
    act(() => guestWidget.onLogin());
    expect(screen.getByText(/auth login/)).toBeTruthy();
    guest.unmount();

    const player = renderWidgetPage({
      signedIn: true,
      handlers: sportsbookTokenIssued('sb'),
    });
    const options = await player.betby.widget();
    expect(options.token).toBe('sb');
    act(() => options.onRecharge());
    expect(screen.getByText(/no auth deposit/)).toBeTruthy();
  });

  it('shows a retry state when the script does not load, and draws the widget on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const betby = fakeBetby({ failLoad: () => fail });
    renderWidgetPage({ loadRenderer: betby.load });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as apostas em destaque');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await betby.widget()).widgetName).toBe('promo');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
