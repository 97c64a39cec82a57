import type { EarlyWidget } from './early-widget';
import { type SportsbookOffsets, sameOffsets } from './offsets';
import {
  type BetbyLang,
  type BTRendererClass,
  type BTRendererLike,
  type BTRendererUpdate,
  type PromoWidgetOptions,
  type RendererIdentity,
  rendererOptions,
  sameIdentity,
} from './renderer-options';
import { sanitizeWidgetPath } from './widget-path';

// One Betby widget per target, kept in step with the app: the script is loaded once; the widget is
// initialised when the session is known; a new token (sign-in, sign-out, a new session) or a new
// language kills it and initialises it again; a new route or new offsets are updates in place.
// There are never two instances: every initialisation kills the previous one first, and the
// callbacks of a killed instance are ignored. The controller knows nothing of React or the router:
// a hook feeds it `configure()` and performs the actions it is given.

/** The player's sportsbook session: pending while the token for this language is being fetched. */
export type SportsbookSession =
  { kind: 'pending' } | { kind: 'guest' } | { kind: 'player'; token: string };

/**
 * The session again from its two primitives (the hooks' effects depend on the kind and the token,
 * not on the object, so a re-render with the same session does not restart the widget).
 */
export function sessionOf(
  kind: SportsbookSession['kind'],
  token: string | null,
): SportsbookSession {
  if (kind === 'player' && token !== null) return { kind, token };
  return { kind: kind === 'pending' ? 'pending' : 'guest' };
}

export interface SportsbookWidgetConfig {
  brandId: string;
  themeName: string;
  lang: BetbyLang;
  session: SportsbookSession;
  /** The route our address shows (model/widget-path.ts readSportsbookLocation). */
  widgetPath: string;
  offsets: SportsbookOffsets;
}

/** What the widget asks of the app. */
export interface SportsbookActions {
  openLogin(): void;
  openRegister(): void;
  openDeposit(): void;
  /** The widget moved to `widgetPath` (already checked): put it in the address (navigationForWidgetRoute). */
  followWidgetRoute(widgetPath: string): void;
  /** A fresh token for this player and language; null once the player is signed out. */
  refreshToken(): Promise<string | null>;
  betSlipChanged?(state: unknown): void;
}

/**
 * idle: nothing asked yet. loading: the script, or the session, is on its way (show the skeleton).
 * rendered: the widget is drawn. failed: the script did not load or the widget did not start
 * (show the retry state).
 */
export type RendererStatus = 'idle' | 'loading' | 'rendered' | 'failed';

export interface RendererController {
  configure(config: SportsbookWidgetConfig): void;
  retry(): void;
  dispose(): void;
  status(): RendererStatus;
}

function identityOf(config: SportsbookWidgetConfig): RendererIdentity | null {
  const { session } = config;
  if (session.kind === 'pending') return null;
  return {
    brandId: config.brandId,
    themeName: config.themeName,
    lang: config.lang,
    token: session.kind === 'player' ? session.token : null,
  };
}

function isRenderer(value: unknown): value is BTRendererLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kill' in value &&
    typeof value.kill === 'function' &&
    'updateOptions' in value &&
    typeof value.updateOptions === 'function'
  );
}

interface Drawn {
  renderer: BTRendererLike;
  identity: RendererIdentity;
  offsets: SportsbookOffsets;
}

function killQuietly(renderer: BTRendererLike) {
  try {
    renderer.kill();
  } catch {
    // A widget that fails to die is gone from our side all the same; the next one replaces it.
  }
}

export function createRendererController(input: {
  target: HTMLElement;
  loadRenderer: () => Promise<BTRendererClass>;
  actions: SportsbookActions;
  onStatus?: (status: RendererStatus) => void;
  /** Draw Betby's promo widget instead of the sportsbook. */
  promo?: PromoWidgetOptions;
  /** The widget the document started before the app (model/early-widget.ts), taken at once. */
  takeEarlyWidget?: () => EarlyWidget | null;
}): RendererController {
  const { actions } = input;
  let current: RendererStatus = 'idle';
  let desired: SportsbookWidgetConfig | null = null;
  let Renderer: BTRendererClass | null = null;
  let scriptLoading = false;
  let failed = false;
  let disposed = false;
  let drawn: Drawn | null = null;
  /** The route the widget shows: the one it was given or the one it last reported. */
  let shownPath: string | null = null;
  /** Set while `initialize` runs: a callback that re-enters (a route change) waits for it. */
  let initialising = false;
  let syncAfterInitialise = false;
  /** Bumped by every kill: a callback from an older instance finds it moved on. */
  let generation = 0;
  let refreshing = 0;
  /** The token a refresh replaced: the app may still send it until it learns of the new one. */
  let supersededToken: string | null = null;
  /** The document's widget, drawing until the session is known; then adopted or killed. */
  let early: EarlyWidget | null = input.takeEarlyWidget?.() ?? null;

  function setStatus(next: RendererStatus) {
    if (next === current) return;
    current = next;
    input.onStatus?.(next);
  }

  function kill() {
    generation += 1;
    const previous = drawn;
    drawn = null;
    shownPath = null;
    if (previous) killQuietly(previous.renderer);
  }

  function startLoading() {
    if (scriptLoading) return;
    scriptLoading = true;
    setStatus('loading');
    input.loadRenderer().then(
      (loaded) => {
        scriptLoading = false;
        if (disposed) return;
        Renderer = loaded;
        sync();
      },
      () => {
        scriptLoading = false;
        if (disposed) return;
        failed = true;
        setStatus('failed');
      },
    );
  }

  function callbacksFor(mine: number) {
    const live = () => !disposed && generation === mine;
    return {
      onRouteChange(path: unknown) {
        const widgetPath = sanitizeWidgetPath(path);
        if (!live() || widgetPath === null) return;
        shownPath = widgetPath;
        actions.followWidgetRoute(widgetPath);
      },
      onLogin() {
        if (live()) actions.openLogin();
      },
      onRegister() {
        if (live()) actions.openRegister();
      },
      onRecharge() {
        if (live()) actions.openDeposit();
      },
      async onTokenExpired() {
        if (!live()) throw new Error('This sportsbook widget was closed');
        refreshing += 1;
        try {
          const token = await actions.refreshToken();
          if (token === null) throw new Error('The player is signed out');
          // The widget carries on with this token: the same token arriving from the app is no change.
          if (live() && drawn) {
            supersededToken = drawn.identity.token;
            drawn.identity = { ...drawn.identity, token };
          }
          return token;
        } finally {
          refreshing -= 1;
          // A token the app sent meanwhile is now compared with the one handed over.
          if (live()) sync();
        }
      },
      onSessionRefresh() {
        if (!live()) return;
        actions.refreshToken().then(
          (token) => {
            if (!live() || !desired) return;
            desired = {
              ...desired,
              session: token === null ? { kind: 'guest' } : { kind: 'player', token },
            };
            draw(desired);
          },
          () => {
            // The widget keeps its session; it asks again when it needs to.
          },
        );
      },
      onBetSlipStateChange(state: unknown) {
        if (live()) actions.betSlipChanged?.(state);
      },
    };
  }

  function draw(config: SportsbookWidgetConfig) {
    const identity = identityOf(config);
    if (!Renderer || identity === null) return;
    kill();
    supersededToken = null;
    const mine = generation;
    const created = new Renderer();
    shownPath = config.widgetPath;
    initialising = true;
    try {
      const returned = created.initialize(
        rendererOptions({
          identity,
          target: input.target,
          widgetPath: config.widgetPath,
          offsets: config.offsets,
          callbacks: callbacksFor(mine),
          promo: input.promo,
        }),
      );
      // `initialize` returns the instance; a renderer that returns nothing is its own handle.
      const renderer = isRenderer(returned) ? returned : created;
      if (generation !== mine) {
        killQuietly(renderer);
        return;
      }
      drawn = { renderer, identity, offsets: config.offsets };
      setStatus('rendered');
    } catch {
      killQuietly(created);
      kill();
      failed = true;
      setStatus('failed');
    } finally {
      initialising = false;
    }
    if (syncAfterInitialise) {
      syncAfterInitialise = false;
      sync();
    }
  }

  /**
   * The document's widget becomes this controller's: it was drawn for a guest in this language,
   * with zero offsets and the address's route; `update` then brings both into step.
   */
  function adopt(taken: EarlyWidget, identity: RendererIdentity) {
    kill();
    supersededToken = null;
    const mine = generation;
    drawn = {
      renderer: taken.renderer,
      identity,
      offsets: { betSlipOffsetTop: 0, betSlipOffsetBottom: 0, stickyTop: 0 },
    };
    shownPath = taken.url;
    setStatus('rendered');
    taken.bind(callbacksFor(mine));
  }

  /** True when the document's widget was adopted (or is kept drawing while the session is unknown). */
  function settleEarly(config: SportsbookWidgetConfig): boolean {
    if (!early) return false;
    const identity = identityOf(config);
    // Until the session is known the document's widget keeps going.
    if (identity === null) return true;
    const taken = early;
    early = null;
    if (identity.token === null && identity.lang === taken.lang) {
      adopt(taken, identity);
      update(config);
      return true;
    }
    killQuietly(taken.renderer);
    return false;
  }

  function update(config: SportsbookWidgetConfig) {
    if (!drawn) return;
    const changes: BTRendererUpdate = {};
    if (config.widgetPath !== shownPath) {
      changes.url = config.widgetPath;
      shownPath = config.widgetPath;
    }
    if (!sameOffsets(config.offsets, drawn.offsets)) {
      Object.assign(changes, config.offsets);
      drawn.offsets = config.offsets;
    }
    if (Object.keys(changes).length > 0) drawn.renderer.updateOptions(changes);
  }

  function sync() {
    if (disposed || failed || !desired) return;
    if (initialising) {
      syncAfterInitialise = true;
      return;
    }
    if (settleEarly(desired)) return;
    if (!Renderer) {
      startLoading();
      return;
    }
    const identity = identityOf(desired);
    if (identity === null) {
      // Until the token for this language is known, the widget drawn keeps going.
      if (!drawn) setStatus('loading');
      update(desired);
      return;
    }
    if (
      drawn &&
      refreshing > 0 &&
      identity.token !== null &&
      sameIdentity({ ...drawn.identity, token: identity.token }, identity)
    ) {
      // A new token while the widget's own refresh is under way (most likely the same one, reaching
      // the app first): decided when the refresh settles. A sign-out does not wait.
      update(desired);
      return;
    }
    const stale =
      drawn !== null &&
      identity.token !== null &&
      identity.token === supersededToken &&
      sameIdentity({ ...drawn.identity, token: identity.token }, identity);
    if (!drawn || (!stale && !sameIdentity(drawn.identity, identity))) {
      draw(desired);
      return;
    }
    update(desired);
  }

  return {
    configure(config) {
      if (disposed) return;
      desired = config;
      sync();
    },
    retry() {
      if (disposed || !failed) return;
      failed = false;
      if (!Renderer) startLoading();
      else sync();
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      if (early) killQuietly(early.renderer);
      early = null;
      kill();
    },
    status: () => current,
  };
}
