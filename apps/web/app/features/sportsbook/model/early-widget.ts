import type { BTRendererCallbacks, BTRendererLike, BetbyLang } from './renderer-options';

// The sportsbook page's widget, started by the document itself (issue 14's Lighthouse target).
// The widget is the page's main content, and waiting for the app's JavaScript to load and hydrate
// before `initialize` put that whole download in front of it. So the page's HTML carries a small
// classic script (with the CSP nonce) that, for a guest who has answered the 18+ question, loads
// the tenant's renderer script and initialises the widget into the held space at once, with
// callbacks that queue what the widget asks until the app takes it over. The app then adopts that
// widget (model/renderer-lifecycle.ts) instead of drawing a second one: it binds the real
// callbacks, replays the queued calls and updates the route and offsets in place. A signed-in
// player (whose widget needs a token from our API), a page whose script never ran, or an app that
// hydrates before the renderer script arrived all take the ordinary path.
//
// React leaves the target's children alone: the element renders `dangerouslySetInnerHTML` with
// an empty string, so hydration treats it as a leaf and keeps what the widget drew.

/** What the page's HTML tells the script (JSON in its `data-widget` attribute). */
export interface EarlyWidgetConfig {
  /** The renderer script's address (already checked by lib/sportsbook-script.ts). */
  src: string;
  /** The id of the element the widget draws into. */
  target: string;
  brand_id: string;
  themeName: string;
  lang: BetbyLang;
  /** The widget's route, from the address (model/widget-path.ts). */
  url: string;
  /** The 18+ question must have been answered (the tenant has not disabled it). */
  ageGate: boolean;
}

type CallbackName = keyof BTRendererCallbacks;
type QueuedCall = [CallbackName, unknown[]];

/** What the script leaves on `window.earlySportsbookWidget`. */
export interface EarlyWidgetHandle {
  lang: BetbyLang;
  url: string;
  /** Set once the renderer script ran and `initialize` returned. */
  renderer: BTRendererLike | null;
  /** Calls the widget made before the app bound its callbacks. */
  calls: QueuedCall[];
  handlers: BTRendererCallbacks | null;
  /** The app has taken it over (or declined it): a script arriving later starts nothing. */
  claimed: boolean;
}

declare global {
  interface Window {
    earlySportsbookWidget?: EarlyWidgetHandle;
  }
}

/**
 * The script's text. It names `window`, `document` and its own element only; `localStorage` keys
 * are the app's (lib/storage.ts `ageVerified`, `auth`). Errors end it quietly: the app draws the
 * widget the ordinary way.
 */
export const EARLY_WIDGET_SCRIPT = `(function(me){try{var w=window,c=JSON.parse(me.getAttribute('data-widget')||'null');if(!c||w.earlySportsbookWidget)return;var st=w.localStorage;if(st.getItem('auth')||(c.ageGate&&st.getItem('ageVerified')!=='true'))return;var t=document.getElementById(c.target);if(!t)return;var e={lang:c.lang,url:c.url,renderer:null,calls:[],handlers:null,claimed:false};w.earlySportsbookWidget=e;var o={brand_id:c.brand_id,themeName:c.themeName,lang:c.lang,target:t,url:c.url,betSlipOffsetTop:0,betSlipOffsetBottom:0,stickyTop:0};['onRouteChange','onLogin','onRegister','onRecharge','onTokenExpired','onSessionRefresh','onBetSlipStateChange'].forEach(function(n){o[n]=function(){var a=Array.prototype.slice.call(arguments);if(e.handlers)return e.handlers[n].apply(null,a);if(n==='onTokenExpired')return Promise.reject(new Error('no session yet'));e.calls.push([n,a])}});var s=document.createElement('script');s.src=c.src;s.async=true;if(me.nonce)s.nonce=me.nonce;s.onload=function(){if(e.claimed)return;var R=w.BTRenderer;if(typeof R!=='function')return;try{var r=new R(),x=r.initialize(o);e.renderer=x&&typeof x.kill==='function'?x:r}catch(_){e.renderer=null}};document.head.appendChild(s)}catch(_){}})(document.currentScript);`;

/** A widget the document started, handed to the app once. */
export interface EarlyWidget {
  renderer: BTRendererLike;
  lang: BetbyLang;
  url: string;
  /** Routes the widget's callbacks to the app's and replays what it asked before. */
  bind(handlers: BTRendererCallbacks): void;
}

/**
 * Takes over the document's widget: the running one, or null when there is none yet (the script
 * arriving afterwards then starts nothing; the app draws its own). Only the first call gets it.
 */
export function takeEarlyWidget(win: Pick<Window, 'earlySportsbookWidget'>): EarlyWidget | null {
  const handle = win.earlySportsbookWidget;
  if (!handle || handle.claimed) return null;
  handle.claimed = true;
  const renderer = handle.renderer;
  if (!renderer) return null;
  return {
    renderer,
    lang: handle.lang,
    url: handle.url,
    bind(handlers) {
      handle.handlers = handlers;
      const queued = handle.calls.splice(0);
      for (const [name, args] of queued) {
        (handlers[name] as (...values: unknown[]) => unknown)(...args);
      }
    },
  };
}
