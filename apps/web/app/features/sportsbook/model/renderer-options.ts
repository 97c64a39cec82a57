import type { Locale } from '~/core/i18n/config';
import type { SportsbookOffsets } from './offsets';

// Betby's renderer as its hosts use it: `new BTRenderer().initialize(options)` draws the sportsbook
// (or, with `widgetName`, one of its widgets) into `target` and returns the instance;
// `updateOptions(partial)` changes the route (`url`) or the offsets in place; `kill()` removes it.
// A new token or language is not an update: hosts `kill()` and initialise again. The callbacks
// are the host's part: sign-in and registration, deposits, route changes, and `onTokenExpired`,
// which answers a fresh token (a promise) so the widget carries on.

export type BetbyLang = 'pt-br' | 'en';

export function betbyLang(locale: Locale): BetbyLang {
  return locale === 'en' ? 'en' : 'pt-br';
}

export interface BTRendererCallbacks {
  onRouteChange: (path: unknown) => void;
  onLogin: () => void;
  onRegister: () => void;
  onRecharge: () => void;
  onTokenExpired: () => Promise<string>;
  onSessionRefresh: () => void;
  onBetSlipStateChange: (state: unknown) => void;
}

/** The promo widget (`/widgetbetby`, the home page): a banner placeholder whose clicks open a route. */
export interface PromoWidgetOptions {
  widgetName: 'promo';
  widgetParams: {
    placeholder: string;
    onBannerClick: (payload: unknown) => void;
    onOutcomeClick: (payload: unknown) => void;
  };
}

export interface BTRendererOptions extends BTRendererCallbacks, SportsbookOffsets {
  brand_id: string;
  /** Absent for a guest: the widget shows prices and asks to sign in to bet. */
  token?: string;
  themeName: string;
  lang: BetbyLang;
  target: HTMLElement;
  /** The widget's route (model/widget-path.ts). */
  url: string;
  widgetName?: PromoWidgetOptions['widgetName'];
  widgetParams?: PromoWidgetOptions['widgetParams'];
}

export type BTRendererUpdate = Partial<Pick<BTRendererOptions, 'url' | keyof SportsbookOffsets>>;

/** The part of Betby's `BTRenderer` this app uses; the platform's stand-in offers the same. */
export interface BTRendererLike {
  initialize(options: BTRendererOptions): unknown;
  updateOptions(options: BTRendererUpdate): void;
  kill(): void;
}

export type BTRendererClass = new () => BTRendererLike;

/** What decides which widget is drawn: a change here means kill and initialise again. */
export interface RendererIdentity {
  brandId: string;
  themeName: string;
  lang: BetbyLang;
  /** null: a guest. */
  token: string | null;
}

export function sameIdentity(a: RendererIdentity, b: RendererIdentity): boolean {
  return (
    a.brandId === b.brandId &&
    a.themeName === b.themeName &&
    a.lang === b.lang &&
    a.token === b.token
  );
}

export function rendererOptions(input: {
  identity: RendererIdentity;
  target: HTMLElement;
  widgetPath: string;
  offsets: SportsbookOffsets;
  callbacks: BTRendererCallbacks;
  promo?: PromoWidgetOptions | undefined;
}): BTRendererOptions {
  const { identity } = input;
  return {
    brand_id: identity.brandId,
    ...(identity.token === null ? {} : { token: identity.token }),
    themeName: identity.themeName,
    lang: identity.lang,
    target: input.target,
    url: input.widgetPath,
    ...input.offsets,
    ...input.callbacks,
    ...input.promo,
  };
}
