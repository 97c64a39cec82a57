import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBetby } from '~/test/fake-betby';
import { STORAGE_KEYS } from '~/lib/storage';
import { renderApp } from '~/test/render-app';
import { HomeSportsbookPromo } from './home-sportsbook-promo';

const MATCH = '/futebol/brasileirao/flamengo-palmeiras';

/** An IntersectionObserver the test moves: `comeNear()` tells every observer its element is near. */
function controllableObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    comeNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

// The section's lazy module, compiled once up front so no test waits on the transform.
beforeAll(() => import('./home-sportsbook-promo-section'));
afterEach(() => vi.unstubAllGlobals());

// The visitor has answered the 18+ question: Betby's widgets wait for it (use-widget-session.ts).
beforeEach(() => localStorage.setItem(STORAGE_KEYS.ageVerified, 'true'));

describe("the home page's promo section", () => {
  it("shows Betby's promo widget under its heading, and its clicks open our sportsbook", async () => {
    const { comeNear } = controllableObserver();
    const betby = fakeBetby();
    const { location } = renderApp(
      <HomeSportsbookPromo locale="pt-BR" loadRenderer={betby.load} />,
      {
        path: '/',
        routes: ['/sportsbook', '/sportsbook/*'],
      },
    );
    comeNear();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Apostas em destaque' }),
    ).toBeTruthy();
    const options = await betby.widget();
    expect(options).toMatchObject({
      widgetName: 'promo',
      widgetParams: { placeholder: 'operator_page' },
    });
    expect(screen.getByRole('link', { name: 'Ver todas as apostas' }).getAttribute('href')).toBe(
      '/sportsbook',
    );

    act(() => options.widgetParams?.onOutcomeClick({ url: MATCH }));
    await waitFor(() => expect(location()).toBe(`/sportsbook${MATCH}`));
  });

  it('loads nothing until the section comes near the screen', async () => {
    const { comeNear } = controllableObserver();
    const betby = fakeBetby();
    const loadRenderer = vi.fn(betby.load);
    renderApp(<HomeSportsbookPromo locale="en" loadRenderer={loadRenderer} />, {
      path: '/en',
      locale: 'en',
    });
    // The held space is there from the first render; the section is not.
    expect(screen.queryByTestId('sportsbook-promo-space')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(loadRenderer).not.toHaveBeenCalled();

    comeNear();
    expect(await screen.findByRole('heading', { level: 2, name: 'Featured bets' })).toBeTruthy();
    expect((await betby.widget()).lang).toBe('en');
    expect(
      screen.getByRole('link', { name: 'See the whole sportsbook' }).getAttribute('href'),
    ).toBe('/en/sportsbook');
  });

  it('is not rendered again as it mounts: watching for the screen needs no second render', async () => {
    controllableObserver();
    const phases: string[] = [];
    renderApp(
      <Profiler id="promo" onRender={(_id, phase) => phases.push(phase)}>
        <HomeSportsbookPromo locale="pt-BR" loadRenderer={fakeBetby().load} />
      </Profiler>,
    );
    expect(screen.queryByTestId('sportsbook-promo-space')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A holder kept in state was set by its ref during the commit: an update at once.
    expect(phases).toEqual(['mount']);
  });

  it('is nothing at all for a brand without Betby', async () => {
    const loadRenderer = vi.fn(fakeBetby().load);
    const { container } = renderApp(
      <HomeSportsbookPromo locale="pt-BR" loadRenderer={loadRenderer} />,
      { tenant: { betby: { active: false, brand_id: '', theme_name: '' } } },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(screen.queryByTestId('sportsbook-promo-space')).toBeNull();
    expect(loadRenderer).not.toHaveBeenCalled();
  });
});
