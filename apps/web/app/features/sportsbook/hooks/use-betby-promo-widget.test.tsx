import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import type { SportsbookSession } from '../model/renderer-lifecycle';
import { useBetbyPromoWidget } from './use-betby-promo-widget';
import { fakeBetby } from '~/test/fake-betby';

function PromoBanner({
  betby,
  session,
}: {
  betby: ReturnType<typeof fakeBetby>;
  session: SportsbookSession;
}) {
  const { setTarget, status } = useBetbyPromoWidget({
    scriptSrc: 'https://ui.betby.example/bt-renderer.min.js',
    brandId: 'brand-1',
    themeName: 'vitrine-dark',
    session,
    actions: {
      openLogin: vi.fn(),
      openRegister: vi.fn(),
      openDeposit: vi.fn(),
      refreshToken: async () => null,
    },
    loadRenderer: async () => betby.Renderer,
  });
  return (
    <>
      <div ref={setTarget} />
      <p>promo {status}</p>
    </>
  );
}

function renderPromo(path: string) {
  const betby = fakeBetby();
  const page = (session: SportsbookSession) => <PromoBanner betby={betby} session={session} />;
  const view = renderApp(page({ kind: 'guest' }), {
    path,
    locale: path.startsWith('/en') ? 'en' : 'pt-BR',
    routes: ['/sportsbook/*', '/en/sportsbook/*'],
  });
  return {
    ...view,
    betby,
    showSession: (session: SportsbookSession) => view.rerender(page(session)),
  };
}

describe('useBetbyPromoWidget', () => {
  it("draws Betby's promo widget in the operator's placeholder", async () => {
    const { betby } = renderPromo('/widgetbetby');
    expect(await betby.widget()).toMatchObject({
      widgetName: 'promo',
      widgetParams: { placeholder: 'operator_page' },
      lang: 'pt-br',
    });
    expect(await screen.findByText('promo rendered')).toBeTruthy();
  });

  it('opens the clicked banner or outcome in our sportsbook, in the page language', async () => {
    const { betby, location } = renderPromo('/en/widgetbetby');
    const options = await betby.widget();
    act(() => options.widgetParams?.onOutcomeClick({ url: '/soccer/brazil/serie-a' }));
    await waitFor(() => expect(location()).toBe('/en/sportsbook/soccer/brazil/serie-a'));
  });

  it('ignores a click towards another site', async () => {
    const { betby, location } = renderPromo('/widgetbetby');
    const options = await betby.widget();
    act(() => options.widgetParams?.onBannerClick({ url: 'https://evil.example/' }));
    act(() => options.widgetParams?.onBannerClick({ url: '//evil.example/' }));
    expect(location()).toBe('/widgetbetby');
  });

  it('restarts with the token on sign-in', async () => {
    const { betby, showSession } = renderPromo('/widgetbetby');
    await betby.widget();
    showSession({ kind: 'player', token: 'token-1' });
    await waitFor(() => expect(betby.created).toHaveLength(2));
    expect((await betby.widget()).token).toBe('token-1');
  });
});
