import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_WIDGET_SCRIPT,
  type EarlyWidgetConfig,
  type EarlyWidgetHandle,
  takeEarlyWidget,
} from './early-widget';
import { createRendererController, type SportsbookWidgetConfig } from './renderer-lifecycle';
import { fakeBetby } from '~/test/fake-betby';

const CONFIG: EarlyWidgetConfig = {
  src: 'https://api.example/sportsbook/demo/bt-renderer.min.js',
  target: 'sportsbook-widget',
  brand_id: 'b',
  themeName: 'default',
  lang: 'pt-br',
  url: '/futebol/brasileirao',
  ageGate: true,
};

/**
 * Runs the page's inline script as the browser would, against a window and document of the test's:
 * its own element (with the nonce and the config), local storage, and the head it appends to.
 */
function runScript(
  options: { stored?: Record<string, string>; config?: Partial<EarlyWidgetConfig> } = {},
) {
  const betby = fakeBetby();
  const target = document.createElement('div');
  const element = document.createElement('script');
  element.nonce = 'n0nce';
  element.setAttribute('data-widget', JSON.stringify({ ...CONFIG, ...options.config }));
  const appended: HTMLScriptElement[] = [];
  const stored = new Map(Object.entries(options.stored ?? { ageVerified: 'true' }));
  const win: { localStorage: Pick<Storage, 'getItem'>; BTRenderer?: unknown } & Pick<
    Window,
    'earlySportsbookWidget'
  > = { localStorage: { getItem: (key) => stored.get(key) ?? null } };
  const doc = {
    currentScript: element,
    getElementById: (id: string) => (id === CONFIG.target ? target : null),
    createElement: (tag: string) => document.createElement(tag),
    head: { appendChild: (child: HTMLScriptElement) => appended.push(child) },
  };
  // The script names `window` and `document` only: the test hands it its own.
  new Function('window', 'document', EARLY_WIDGET_SCRIPT)(win, doc);
  const scriptArrives = () => {
    win.BTRenderer = betby.Renderer;
    appended[0]?.onload?.(new Event('load'));
  };
  return { win, target, appended, scriptArrives, created: betby.created, Renderer: betby.Renderer };
}

describe('the early sportsbook script', () => {
  it("loads the tenant's renderer with the nonce and draws a guest's widget into the held space", () => {
    const { win, target, appended, scriptArrives, created } = runScript();
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe(CONFIG.src);
    expect(appended[0]?.nonce).toBe('n0nce');
    expect(appended[0]?.async).toBe(true);
    scriptArrives();

    const [renderer] = created;
    expect(renderer?.options).toMatchObject({
      brand_id: 'b',
      themeName: 'default',
      lang: 'pt-br',
      url: '/futebol/brasileirao',
      target,
      betSlipOffsetTop: 0,
    });
    expect(renderer?.options).not.toHaveProperty('token');
    expect(win.earlySportsbookWidget?.renderer).toBe(renderer);
  });

  it('starts nothing before the 18+ answer, for a signed-in player, or without its target', () => {
    expect(runScript({ stored: {} }).appended).toHaveLength(0);
    expect(runScript({ stored: { ageVerified: 'true', auth: 'token' } }).appended).toHaveLength(0);
    expect(runScript({ config: { target: 'elsewhere' } }).appended).toHaveLength(0);
    // A brand without the 18+ question does not wait for an answer.
    expect(runScript({ stored: {}, config: { ageGate: false } }).appended).toHaveLength(1);
  });

  it('queues what the widget asks until the app binds its callbacks, then replays it', async () => {
    const { win, scriptArrives, created } = runScript();
    scriptArrives();
    const options = created[0]?.options;
    options?.onLogin();
    options?.onRouteChange('/futebol');
    await expect(options?.onTokenExpired()).rejects.toThrow();

    const early = takeEarlyWidget(win);
    const handlers = {
      onLogin: vi.fn(),
      onRegister: vi.fn(),
      onRecharge: vi.fn(),
      onRouteChange: vi.fn(),
      onTokenExpired: vi.fn(async () => 't'),
      onSessionRefresh: vi.fn(),
      onBetSlipStateChange: vi.fn(),
    };
    early?.bind(handlers);
    expect(handlers.onLogin).toHaveBeenCalledTimes(1);
    expect(handlers.onRouteChange).toHaveBeenCalledWith('/futebol');
    options?.onRecharge();
    expect(handlers.onRecharge).toHaveBeenCalledTimes(1);
    expect(takeEarlyWidget(win)).toBeNull(); // handed over once
  });

  it('starts nothing once the app has taken over before the renderer arrived', () => {
    const { win, scriptArrives, created } = runScript();
    expect(takeEarlyWidget(win)).toBeNull();
    scriptArrives();
    expect(created).toHaveLength(0);
  });
});

describe('the app adopting the early widget', () => {
  const GUEST: SportsbookWidgetConfig = {
    brandId: 'b',
    themeName: 'default',
    lang: 'pt-br',
    session: { kind: 'guest' },
    widgetPath: '/futebol/brasileirao',
    offsets: { betSlipOffsetTop: 64, betSlipOffsetBottom: 57, stickyTop: 64 },
  };

  function adopting(options: { config?: Partial<EarlyWidgetConfig> } = {}) {
    const { win, target, scriptArrives, created, Renderer } = runScript(options);
    scriptArrives();
    const early = created[0];
    const loadRenderer = vi.fn(async () => Renderer);
    const actions = {
      openLogin: vi.fn(),
      openRegister: vi.fn(),
      openDeposit: vi.fn(),
      followWidgetRoute: vi.fn(),
      refreshToken: vi.fn(async () => 'token-1'),
    };
    const controller = createRendererController({
      target,
      loadRenderer,
      actions,
      takeEarlyWidget: () => takeEarlyWidget(win as { earlySportsbookWidget?: EarlyWidgetHandle }),
    });
    return { early, created, controller, loadRenderer, actions };
  }

  it("keeps a guest's widget, with its offsets and route brought into step, and answers its calls", () => {
    const { early, created, controller, loadRenderer, actions } = adopting();
    early?.options?.onLogin(); // before the app knew of it
    controller.configure({ ...GUEST, widgetPath: '/live' });

    expect(controller.status()).toBe('rendered');
    expect(loadRenderer).not.toHaveBeenCalled();
    expect(created).toHaveLength(1);
    expect(early?.killed).toBe(false);
    expect(early?.updates).toEqual([
      { url: '/live', betSlipOffsetTop: 64, betSlipOffsetBottom: 57, stickyTop: 64 },
    ]);
    expect(actions.openLogin).toHaveBeenCalledTimes(1);
    early?.options?.onRecharge();
    expect(actions.openDeposit).toHaveBeenCalledTimes(1);
  });

  it('lets it draw while the session is unknown, then replaces it for a signed-in player', async () => {
    const { early, created, controller, loadRenderer } = adopting();
    controller.configure({ ...GUEST, session: { kind: 'pending' } });
    expect(early?.killed).toBe(false);
    expect(loadRenderer).not.toHaveBeenCalled();

    controller.configure({ ...GUEST, session: { kind: 'player', token: 'token-1' } });
    expect(early?.killed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const drawn = created.filter((renderer) => !renderer.killed);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.options?.token).toBe('token-1');
  });

  it('replaces a widget drawn in another language, and kills it when the page goes', async () => {
    const english = adopting({ config: { lang: 'en' } });
    english.controller.configure(GUEST);
    expect(english.early?.killed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(english.loadRenderer).toHaveBeenCalledTimes(1);

    const leaving = adopting();
    leaving.controller.configure({ ...GUEST, session: { kind: 'pending' } });
    leaving.controller.dispose();
    expect(leaving.early?.killed).toBe(true);
  });
});
