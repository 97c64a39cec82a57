// §4 "Live-chat widget": JivoChat loads once, when the tenant has a widget id and a player is
// signed in, then gets the player's contact info and token; it goes away on sign-out. Jivo's public
// widget API (https://www.jivochat.com/docs/widget/): the script defines `window.jivo_api` and calls
// `window.jivo_onLoadCallback` when ready; its loader's `jivo_destroy` takes the widget down.
// Issue 39 §3: Jivo's own launcher would float over the page, so the page opens Jivo's window with
// `jivo_api.open()` from its own button, hears `jivo_onOpen` / `jivo_onClose`, and hides Jivo's
// elements whenever the window is not open (app.css, `data-live-support` on <html>): the launcher is
// gone whether or not the operator turned Jivo's label off (docs/design/floating-controls.md).

/** The part of the signed-in player Jivo is told about. */
export interface LiveSupportPlayer {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string | null;
}

/** `jivo_api.setContactInfo`'s argument. */
export interface JivoContactInfo {
  name: string;
  email: string;
  phone: string;
  description: string;
}

interface JivoApi {
  setContactInfo(info: JivoContactInfo): unknown;
  setUserToken(token: string): unknown;
  clearHistory?(): unknown;
  /** Opens the chat window; Jivo answers `{ result: 'ok' }` or `{ result: 'fail' }`. */
  open?(): unknown;
}

/** What Jivo's script and its loader put on the page's window. */
export interface JivoWindow {
  jivo_api?: JivoApi;
  jivo_onLoadCallback?: () => void;
  jivo_onOpen?: () => void;
  jivo_onClose?: () => void;
  jivo_destroy?: () => void;
}

/**
 * §4: e-mail, name, username as phone, first and last name. The first and last name go in the
 * description, the one free field Jivo's contact info has.
 */
export function jivoContactInfo(player: LiveSupportPlayer): JivoContactInfo {
  return {
    name: player.name,
    email: player.email,
    phone: player.username ?? '',
    description: [player.first_name, player.last_name].filter(Boolean).join(' '),
  };
}

/**
 * §4's "token": the player's id. Jivo's user token names the visitor to the operator (chat
 * history across devices, its webhooks); the session's credential is never handed to a third
 * party.
 */
export function jivoUserToken(player: LiveSupportPlayer): string {
  return String(player.id);
}

/** Jivo draws its widget in these elements (and the demo's stand-in in its own root). */
const JIVO_ELEMENTS = 'jdiv, #jivo-stand-in';
const SCRIPT_MARK = 'data-live-support';
/** On <html>: the window's state, which app.css reads to show Jivo's elements only while open. */
export const LIVE_SUPPORT_STATE = 'data-live-support';

/** Jivo's chat window: not on the page (yet), loaded and closed, or open. */
export type LiveSupportWindowState = 'absent' | 'closed' | 'open';
/** Told of each change; `focusInWidget` when the keyboard's focus was in Jivo's elements. */
export type LiveSupportWindowListener = (
  next: LiveSupportWindowState,
  focusInWidget: boolean,
) => void;

export interface LiveSupportWidget {
  /** Loads the widget for `player` (once per page until hidden), or updates what it was told. */
  show(scriptUrl: string, player: LiveSupportPlayer): void;
  /** Takes the widget down: its history, its elements, its script and its globals. */
  hide(): void;
  /** Opens Jivo's chat window from the page's own button; false until the widget is ready. */
  open(): boolean;
}

export function createLiveSupportWidget(
  win: Window & JivoWindow = window,
  doc: Document = document,
  onWindowChange: LiveSupportWindowListener = () => {},
): LiveSupportWidget {
  let loaded: { scriptUrl: string; script: HTMLScriptElement } | null = null;
  let player: LiveSupportPlayer | null = null;
  let windowState: LiveSupportWindowState = 'absent';

  const setWindow = (next: LiveSupportWindowState) => {
    if (next === windowState) return;
    const active = doc.activeElement;
    const focusInWidget =
      active === null || active === doc.body || active.closest(JIVO_ELEMENTS) !== null;
    windowState = next;
    if (next === 'absent') doc.documentElement.removeAttribute(LIVE_SUPPORT_STATE);
    else doc.documentElement.setAttribute(LIVE_SUPPORT_STATE, next);
    onWindowChange(next, focusInWidget);
  };

  const tellJivo = () => {
    const api = win.jivo_api;
    if (!api || !player) return;
    api.setContactInfo(jivoContactInfo(player));
    api.setUserToken(jivoUserToken(player));
  };

  /** Jivo's widget off the page: its own teardown, its elements, its globals. */
  const removeJivo = () => {
    try {
      win.jivo_destroy?.();
    } catch {
      // A widget that fails to tear itself down is removed below all the same.
    }
    for (const element of doc.querySelectorAll(JIVO_ELEMENTS)) element.remove();
    // Jivo's loader does not start again on a page that still has its globals.
    for (const key of Object.keys(win)) {
      if (key.startsWith('jivo')) Reflect.deleteProperty(win, key);
    }
  };

  const hide = () => {
    player = null;
    if (!loaded) return;
    try {
      // A shared device: the next person must not find the last one's conversation.
      win.jivo_api?.clearHistory?.();
    } catch {
      // Nothing more to clear.
    }
    loaded.script.remove();
    loaded = null;
    removeJivo();
    setWindow('absent');
  };

  const show = (scriptUrl: string, next: LiveSupportPlayer) => {
    if (loaded && loaded.scriptUrl !== scriptUrl) hide();
    player = next;
    if (loaded) {
      tellJivo();
      return;
    }
    win.jivo_onLoadCallback = () => {
      tellJivo();
      if (loaded) setWindow('closed');
    };
    win.jivo_onOpen = () => {
      if (loaded) setWindow('open');
    };
    win.jivo_onClose = () => {
      if (loaded) setWindow('closed');
    };
    const script = doc.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    // A script removed while it downloads still runs: if nobody is signed in by then, it goes.
    script.addEventListener('load', () => {
      if (loaded === null) removeJivo();
    });
    loaded = { scriptUrl, script };
    doc.body.appendChild(script);
  };

  const open = () => {
    const api = win.jivo_api;
    if (!loaded || windowState === 'absent' || !api?.open) return false;
    // Shown before Jivo lays its window out, not after it was drawn hidden.
    setWindow('open');
    let answer: unknown;
    try {
      answer = api.open();
    } catch {
      answer = { result: 'fail' };
    }
    const failed =
      typeof answer === 'object' &&
      answer !== null &&
      'result' in answer &&
      answer.result === 'fail';
    if (failed) setWindow('closed');
    return !failed;
  };

  return { show, hide, open };
}
