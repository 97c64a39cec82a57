import { type Locale, localeFromPath, localizePath, stripLocale } from '~/core/i18n/config';

// Our address and the Betby widget's route are one thing written two ways. The widget's route is a
// path of its own (`/`, `/live`, `/soccer/brazil/serie-a-123`), given to it as `url` and reported
// back through `onRouteChange`. Our address puts that path after `/sportsbook` (`/en/sportsbook`
// in English). Hosts of Betby also link with a `bt-path` query (`/sportsbook?bt-path=/live`), so
// that form is read too and rewritten to the path form; a widget route with a query of its own has
// no path form and keeps the `bt-path` form. Every widget path comes from outside (a link, a query,
// the widget script), so each one is checked before it reaches the widget or the router.

export const SPORTSBOOK_PATH = '/sportsbook';
export const BT_PATH_PARAM = 'bt-path';

/** Longer than any Betby route; a longer one is someone probing, not a market. */
export const WIDGET_PATH_MAX_LENGTH = 512;

/** Absolute-path characters (RFC 3986 pchar and `/`), then an optional query; no fragment. */
const WIDGET_PATH_SHAPE =
  /^(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@]*)+(?:\?[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;
const DANGEROUS_SCHEME = /(?:javascript|data|blob|vbscript):/i;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * A widget path safe to hand to the widget and to put after `/sportsbook`, or null. It starts with
 * one `/` (so never `//host` or `scheme:`), has no `.` or `..` segment (a browser would resolve
 * `/sportsbook/../user` out of the sportsbook), no empty segment, no control character or
 * backslash, no fragment, and no hidden `javascript:` even once percent-decoded. A trailing `/` is
 * dropped: `/soccer/` and `/soccer` are one route.
 */
export function sanitizeWidgetPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > WIDGET_PATH_MAX_LENGTH)
    return null;
  if (!WIDGET_PATH_SHAPE.test(raw)) return null;
  const decoded = decodeOnce(raw);
  if (decoded === null || CONTROL_OR_BACKSLASH.test(decoded) || DANGEROUS_SCHEME.test(decoded)) {
    return null;
  }
  const queryAt = raw.indexOf('?');
  const pathname = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt);
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  if (trimmed !== '/' && segments.some((segment) => segment === '')) return null;
  if (segments.some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) return null;
  return `${trimmed}${query === '?' ? '' : query}`;
}

/** Where an address points inside the sportsbook, or null when it is not a sportsbook address. */
export interface SportsbookLocation {
  /** The widget's route: its `url` option. */
  widgetPath: string;
  /** The address this location should show (path form where one exists); replace to it if it differs. */
  canonicalAddress: string;
}

function sportsbookRest(pathname: string): string | null {
  const path = stripLocale(pathname);
  if (path === SPORTSBOOK_PATH) return '/';
  return path.startsWith(`${SPORTSBOOK_PATH}/`) ? path.slice(SPORTSBOOK_PATH.length) : null;
}

/**
 * Reads our address: `bt-path` wins when it is a safe path (hosts of Betby link that way), else the
 * path after `/sportsbook`; anything hostile falls back to the widget's home, `/`.
 */
export function readSportsbookLocation(location: {
  pathname: string;
  search: string;
}): SportsbookLocation | null {
  const rest = sportsbookRest(location.pathname);
  if (rest === null) return null;
  const fromQuery = sanitizeWidgetPath(new URLSearchParams(location.search).get(BT_PATH_PARAM));
  const widgetPath = fromQuery ?? sanitizeWidgetPath(rest) ?? '/';
  return {
    widgetPath,
    canonicalAddress: sportsbookAddress(widgetPath, {
      locale: localeFromPath(location.pathname),
      search: location.search,
    }),
  };
}

/**
 * Our address for a widget path, in `locale`. The other query parameters of `search` are the app's
 * and are kept; `bt-path` is written only for a widget route that has a query of its own.
 */
export function sportsbookAddress(
  widgetPath: string,
  options: { locale: Locale; search?: string },
): string {
  const params = new URLSearchParams(options.search ?? '');
  params.delete(BT_PATH_PARAM);
  let path = widgetPath === '/' ? SPORTSBOOK_PATH : `${SPORTSBOOK_PATH}${widgetPath}`;
  if (widgetPath.includes('?')) {
    path = SPORTSBOOK_PATH;
    params.set(BT_PATH_PARAM, widgetPath);
  }
  const query = params.toString();
  return `${localizePath(path, options.locale)}${query ? `?${query}` : ''}`;
}

export interface SportsbookNavigation {
  to: string;
  replace: boolean;
}

function currentAddress(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The widget moved (its `onRouteChange`): a new history entry for its new route, so back returns to
 * the previous market. If the browser's address already shows that route, the widget wrote the
 * entry itself (as Betby does with `bt-path`), and the router only replaces it, adding none.
 * Nothing when the router's address already shows that route or the path is hostile.
 */
export function navigationForWidgetRoute(
  current: { pathname: string; search: string },
  reported: unknown,
  browser: { pathname: string; search: string } = current,
): SportsbookNavigation | null {
  const widgetPath = sanitizeWidgetPath(reported);
  const here = readSportsbookLocation(current);
  if (widgetPath === null || here === null || here.widgetPath === widgetPath) return null;
  const to = sportsbookAddress(widgetPath, {
    locale: localeFromPath(current.pathname),
    search: current.search,
  });
  if (to === currentAddress(current)) return null;
  return { to, replace: readSportsbookLocation(browser)?.widgetPath === widgetPath };
}

/** What a script wrote to the browser's history (`history.pushState` / `replaceState`). */
export interface HistoryWrite {
  url: string | URL | null | undefined;
  state: unknown;
}

/** React Router's own entries carry `{ usr, key, idx }`; those writes are the router's, not the widget's. */
function isRouterEntry(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    'key' in state &&
    typeof state.key === 'string'
  );
}

/**
 * §2 Route behaviour: "When the browser history is pushed or replaced to a path beginning with
 * /sportsbook that differs from the current route, the current route is replaced with that path."
 * The widget wrote the entry already, so the router replaces it (no second entry) to catch up; the
 * address is written in its path form. Writes by the router itself, to another origin, or outside
 * the sportsbook are left alone.
 */
export function navigationForHistoryWrite(
  current: { pathname: string; search: string },
  write: HistoryWrite,
  origin: string,
): SportsbookNavigation | null {
  if (write.url === null || write.url === undefined || isRouterEntry(write.state)) return null;
  let written: URL;
  try {
    written = new URL(String(write.url), `${origin}${current.pathname}${current.search}`);
  } catch {
    return null;
  }
  if (written.origin !== new URL(origin).origin) return null;
  const there = readSportsbookLocation(written);
  if (there === null) return null;
  const to = there.canonicalAddress;
  return to === currentAddress(current) ? null : { to, replace: true };
}

/**
 * Calls `onWrite` after each `pushState`/`replaceState` on `history` (the widget's own history
 * writes), until the returned function restores the originals.
 */
export function interceptHistoryWrites(
  history: Pick<History, 'pushState' | 'replaceState'>,
  onWrite: (write: HistoryWrite) => void,
): () => void {
  const push = history.pushState;
  const replace = history.replaceState;
  const pushState: History['pushState'] = function (this: History, state, unused, url) {
    push.call(this, state, unused, url);
    onWrite({ url, state });
  };
  const replaceState: History['replaceState'] = function (this: History, state, unused, url) {
    replace.call(this, state, unused, url);
    onWrite({ url, state });
  };
  history.pushState = pushState;
  history.replaceState = replaceState;
  return () => {
    // Another script may have wrapped ours since; only undo what is still ours.
    if (history.pushState === pushState) history.pushState = push;
    if (history.replaceState === replaceState) history.replaceState = replace;
  };
}

/** The promo widget's banner and outcome clicks (`{ url }`): our address for that route, or null. */
export function promoClickAddress(payload: unknown, locale: Locale): string | null {
  if (typeof payload !== 'object' || payload === null || !('url' in payload)) return null;
  const widgetPath = sanitizeWidgetPath(payload.url);
  return widgetPath === null ? null : sportsbookAddress(widgetPath, { locale });
}
