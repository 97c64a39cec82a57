import { describe, expect, it, vi } from 'vitest';
import type { SportsbookOffsets } from './offsets';
import {
  createRendererController,
  type RendererStatus,
  type SportsbookActions,
  type SportsbookWidgetConfig,
} from './renderer-lifecycle';
import type { BTRendererClass } from './renderer-options';
import { fakeBetby } from '~/test/fake-betby';

const OFFSETS: SportsbookOffsets = { betSlipOffsetTop: 64, betSlipOffsetBottom: 57, stickyTop: 64 };

function fakeActions() {
  return {
    openLogin: vi.fn<() => void>(),
    openRegister: vi.fn<() => void>(),
    openDeposit: vi.fn<() => void>(),
    followWidgetRoute: vi.fn<(widgetPath: string) => void>(),
    refreshToken: vi.fn<() => Promise<string | null>>(async () => 'token-2'),
    betSlipChanged: vi.fn<(state: unknown) => void>(),
  } satisfies SportsbookActions;
}

const GUEST: SportsbookWidgetConfig = {
  brandId: '2429614261820076032',
  themeName: 'vitrine-dark',
  lang: 'pt-br',
  session: { kind: 'guest' },
  widgetPath: '/',
  offsets: OFFSETS,
};
const PLAYER: SportsbookWidgetConfig = { ...GUEST, session: { kind: 'player', token: 'token-1' } };

async function setUp(
  options: {
    loadRenderer?: () => Promise<BTRendererClass>;
    betby?: ReturnType<typeof fakeBetby>;
  } = {},
) {
  const betby = options.betby ?? fakeBetby();
  const actions = fakeActions();
  const statuses: RendererStatus[] = [];
  const loadRenderer = vi.fn(options.loadRenderer ?? (async () => betby.Renderer));
  const target = document.createElement('div');
  const controller = createRendererController({
    target,
    loadRenderer,
    actions,
    onStatus: (status) => statuses.push(status),
  });
  return { betby, actions, statuses, loadRenderer, target, controller };
}

/** Lets the script's promise and the callbacks' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A player's widget drawn, whose token refresh the app answers only at `answer(token)`. */
async function setUpPlayerWithHeldRefresh() {
  let answerRefresh: (token: string) => void = () => {};
  const rig = await setUp();
  rig.actions.refreshToken.mockImplementation(
    () => new Promise<string>((resolve) => (answerRefresh = resolve)),
  );
  rig.controller.configure(PLAYER);
  await settle();
  return { ...rig, answer: (token: string) => answerRefresh(token) };
}

describe('starting the widget', () => {
  it('loads the script once and initialises one widget with the page state', async () => {
    const { betby, controller, loadRenderer, statuses, target } = await setUp();
    controller.configure({ ...GUEST, widgetPath: '/live' });
    controller.configure({ ...GUEST, widgetPath: '/live' });
    expect(controller.status()).toBe('loading');
    await settle();

    const { options } = betby.only();
    expect(loadRenderer).toHaveBeenCalledTimes(1);
    expect(options).toMatchObject({
      brand_id: GUEST.brandId,
      themeName: 'vitrine-dark',
      lang: 'pt-br',
      target,
      url: '/live',
      betSlipOffsetTop: 64,
      betSlipOffsetBottom: 57,
      stickyTop: 64,
    });
    expect(options).not.toHaveProperty('token');
    expect(statuses).toEqual(['loading', 'rendered']);
  });

  it("hands a signed-in player's token to the widget", async () => {
    const { betby, controller } = await setUp();
    controller.configure(PLAYER);
    await settle();
    expect(betby.only().options.token).toBe('token-1');
  });

  it('waits for the session before drawing anything', async () => {
    const { betby, controller } = await setUp();
    controller.configure({ ...GUEST, session: { kind: 'pending' } });
    await settle();
    expect(betby.created).toHaveLength(0);
    expect(controller.status()).toBe('loading');

    controller.configure(PLAYER);
    expect(betby.only().options.token).toBe('token-1');
  });

  it('passes the promo widget its name and placeholder', async () => {
    const betby = fakeBetby();
    const onBannerClick = vi.fn();
    const controller = createRendererController({
      target: document.createElement('div'),
      loadRenderer: async () => betby.Renderer,
      actions: fakeActions(),
      promo: {
        widgetName: 'promo',
        widgetParams: { placeholder: 'operator_page', onBannerClick, onOutcomeClick: vi.fn() },
      },
    });
    controller.configure(GUEST);
    await settle();
    const { options } = betby.only();
    expect(options.widgetName).toBe('promo');
    options.widgetParams?.onBannerClick({ url: '/live' });
    expect(onBannerClick).toHaveBeenCalledWith({ url: '/live' });
  });
});

describe('initialising again', () => {
  it('kills the guest widget and starts a new one with the token on sign-in', async () => {
    const { betby, controller } = await setUp();
    controller.configure(GUEST);
    await settle();
    const guestWidget = betby.only().instance;

    controller.configure(PLAYER);
    expect(guestWidget.killed).toBe(true);
    expect(betby.only().options.token).toBe('token-1');
  });

  it('starts a guest widget without a token on sign-out', async () => {
    const { betby, controller } = await setUp();
    controller.configure(PLAYER);
    await settle();
    controller.configure(GUEST);
    expect(betby.created).toHaveLength(2);
    expect(betby.only().options).not.toHaveProperty('token');
  });

  it("keeps the widget while the new language's token loads, then restarts it in that language", async () => {
    const { betby, controller } = await setUp();
    controller.configure({ ...PLAYER, widgetPath: '/live' });
    await settle();
    const portuguese = betby.only().instance;

    controller.configure({
      ...PLAYER,
      lang: 'en',
      session: { kind: 'pending' },
      widgetPath: '/live',
    });
    expect(portuguese.killed).toBe(false);

    controller.configure({
      ...PLAYER,
      lang: 'en',
      session: { kind: 'player', token: 'token-en' },
      widgetPath: '/live',
    });
    expect(portuguese.killed).toBe(true);
    expect(betby.only().options).toMatchObject({ lang: 'en', token: 'token-en', url: '/live' });
  });

  it('updates the route and the offsets in place, and only when they change', async () => {
    const { betby, controller } = await setUp();
    controller.configure(GUEST);
    await settle();
    const { instance } = betby.only();

    controller.configure({ ...GUEST, widgetPath: '/live' });
    controller.configure({ ...GUEST, widgetPath: '/live' });
    controller.configure({ ...GUEST, widgetPath: '/live', offsets: { ...OFFSETS } });
    controller.configure({
      ...GUEST,
      widgetPath: '/live',
      offsets: { ...OFFSETS, betSlipOffsetBottom: 0 },
    });

    expect(instance.updates).toEqual([
      { url: '/live' },
      { betSlipOffsetTop: 64, betSlipOffsetBottom: 0, stickyTop: 64 },
    ]);
    expect(betby.created).toHaveLength(1);
  });
});

describe("the widget's callbacks", () => {
  it('open our login, registration and deposit modals', async () => {
    const { betby, controller, actions } = await setUp();
    controller.configure(GUEST);
    await settle();
    const { options } = betby.only();

    options.onLogin();
    options.onRegister();
    options.onRecharge();
    options.onBetSlipStateChange({ bets: 1 });

    expect(actions.openLogin).toHaveBeenCalledTimes(1);
    expect(actions.openRegister).toHaveBeenCalledTimes(1);
    expect(actions.openDeposit).toHaveBeenCalledTimes(1);
    expect(actions.betSlipChanged).toHaveBeenCalledWith({ bets: 1 });
  });

  it("follow the widget's route into the address, without echoing it back to the widget", async () => {
    const { betby, controller, actions } = await setUp();
    controller.configure(GUEST);
    await settle();
    const { instance, options } = betby.only();

    options.onRouteChange('/soccer/brazil/serie-a/');
    expect(actions.followWidgetRoute).toHaveBeenCalledWith('/soccer/brazil/serie-a');

    // The address now shows that route: nothing to tell the widget.
    controller.configure({ ...GUEST, widgetPath: '/soccer/brazil/serie-a' });
    expect(instance.updates).toEqual([]);

    // Back: the address shows the previous route, and the widget is told.
    controller.configure(GUEST);
    expect(instance.updates).toEqual([{ url: '/' }]);
  });

  it('ignore a hostile route', async () => {
    const { betby, controller, actions } = await setUp();
    controller.configure(GUEST);
    await settle();
    betby.only().options.onRouteChange('//evil.example');
    betby.only().options.onRouteChange('javascript:alert(1)');
    expect(actions.followWidgetRoute).not.toHaveBeenCalled();
  });

  it('of a killed widget are ignored', async () => {
    const { betby, controller, actions } = await setUp();
    controller.configure(GUEST);
    await settle();
    const guestOptions = betby.only().options;
    controller.configure(PLAYER);

    guestOptions.onLogin();
    guestOptions.onRouteChange('/live');
    await expect(guestOptions.onTokenExpired()).rejects.toThrow();
    expect(actions.openLogin).not.toHaveBeenCalled();
    expect(actions.followWidgetRoute).not.toHaveBeenCalled();
    expect(actions.refreshToken).not.toHaveBeenCalled();
  });
});

describe('token expiry and session refresh', () => {
  it('answers an expired token with a fresh one and keeps the widget', async () => {
    const { betby, controller, actions } = await setUp();
    controller.configure(PLAYER);
    await settle();

    await expect(betby.only().options.onTokenExpired()).resolves.toBe('token-2');
    // The app still holds the replaced token for a moment, then learns of the new one.
    controller.configure(PLAYER);
    controller.configure({ ...PLAYER, session: { kind: 'player', token: 'token-2' } });

    expect(actions.refreshToken).toHaveBeenCalledTimes(1);
    expect(betby.created).toHaveLength(1);

    // Any other token afterwards is a new session.
    controller.configure({ ...PLAYER, session: { kind: 'player', token: 'token-3' } });
    expect(betby.only().options.token).toBe('token-3');
  });

  it('keeps the widget when the fresh token reaches the app before the widget', async () => {
    const { betby, controller, answer } = await setUpPlayerWithHeldRefresh();

    const handedOver = betby.only().options.onTokenExpired();
    controller.configure({ ...PLAYER, session: { kind: 'player', token: 'token-2' } });
    answer('token-2');

    await expect(handedOver).resolves.toBe('token-2');
    expect(betby.created).toHaveLength(1);
  });

  it("restarts the widget with the app's token when it differs from the refreshed one", async () => {
    const { betby, controller, answer } = await setUpPlayerWithHeldRefresh();
    const first = betby.only().instance;

    const handedOver = first.options?.onTokenExpired();
    controller.configure({ ...PLAYER, session: { kind: 'player', token: 'token-other' } });
    expect(first.killed).toBe(false);
    answer('token-2');
    await handedOver;

    expect(first.killed).toBe(true);
    expect(betby.only().options.token).toBe('token-other');
  });

  it('does not wait for a refresh to sign the player out', async () => {
    const { betby, controller, actions } = await setUp();
    actions.refreshToken.mockImplementation(() => new Promise<string>(() => {}));
    controller.configure(PLAYER);
    await settle();
    const first = betby.only().instance;

    void first.options?.onTokenExpired();
    controller.configure(GUEST);

    expect(first.killed).toBe(true);
    expect(betby.only().options).not.toHaveProperty('token');
  });

  it('refuses the widget a token once the player is signed out', async () => {
    const { betby, controller, actions } = await setUp();
    actions.refreshToken.mockResolvedValue(null);
    controller.configure(PLAYER);
    await settle();
    await expect(betby.only().options.onTokenExpired()).rejects.toThrow(/signed out/);
  });

  it('restarts the widget with a fresh token when it asks for a new session', async () => {
    const { betby, controller } = await setUp();
    controller.configure(PLAYER);
    await settle();
    const first = betby.only().instance;

    betby.only().options.onSessionRefresh();
    await settle();

    expect(first.killed).toBe(true);
    expect(betby.only().options.token).toBe('token-2');
  });
});

describe('never two widgets', () => {
  it('kills the widget when the page goes, and ignores everything after', async () => {
    const { betby, controller } = await setUp();
    controller.configure(GUEST);
    await settle();
    controller.dispose();
    controller.configure(PLAYER);
    expect(betby.live()).toHaveLength(0);
    expect(betby.created).toHaveLength(1);
  });

  it('draws nothing when the page went before the script arrived', async () => {
    const { betby, controller } = await setUp();
    controller.configure(GUEST);
    controller.dispose();
    await settle();
    expect(betby.created).toHaveLength(0);
  });

  it('keeps one widget when the widget reports a route while it initialises', async () => {
    let controller: ReturnType<typeof createRendererController> | null = null;
    const betby = fakeBetby({
      onInitialize: () => {
        const initialising = betby.created.at(-1)?.options;
        initialising?.onRouteChange('/live');
        // The app follows at once, as a synchronous navigation would.
        controller?.configure({ ...GUEST, widgetPath: '/live' });
      },
    });
    const setup = await setUp({ betby });
    controller = setup.controller;
    controller.configure(GUEST);
    await settle();
    expect(betby.created).toHaveLength(1);
    expect(betby.only().instance.updates).toEqual([]);
  });
});

describe('a script that does not load', () => {
  it('shows the failed state, and loads it again on retry', async () => {
    const betby = fakeBetby();
    const loadRenderer = vi
      .fn<() => Promise<BTRendererClass>>()
      .mockRejectedValueOnce(new Error('net::ERR_FAILED'))
      .mockResolvedValue(betby.Renderer);
    const { controller, statuses } = await setUp({ loadRenderer, betby });

    controller.configure(GUEST);
    await settle();
    expect(controller.status()).toBe('failed');
    controller.configure(PLAYER);
    expect(loadRenderer).toHaveBeenCalledTimes(1);

    controller.retry();
    await settle();
    expect(loadRenderer).toHaveBeenCalledTimes(2);
    expect(betby.only().options.token).toBe('token-1');
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'rendered']);
  });

  it('shows the failed state when the widget itself throws, and tries again on retry', async () => {
    let crash = true;
    const betby = fakeBetby({ failInitialize: () => crash });
    const { controller } = await setUp({ betby });
    controller.configure(GUEST);
    await settle();
    expect(controller.status()).toBe('failed');

    crash = false;
    controller.retry();
    expect(controller.status()).toBe('rendered');
    expect(betby.live()).toHaveLength(1);
  });
});
