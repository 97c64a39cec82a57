// §2 "Route behaviour" and §8: navigating to an external URL needs explicit permission, and the
// protocols javascript, data, blob and vbscript are refused. URLs here come from the tenant's
// content, banners, notifications and query strings, so every one is treated as hostile.

export type RefusalReason = 'empty' | 'dangerous-protocol' | 'unsupported-protocol' | 'malformed';

export type UrlClassification =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: RefusalReason };

const DANGEROUS_SCHEME = /^(?:javascript|data|blob|vbscript):/;
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** For links that open in a new tab: the opened page gets no handle on this one and no referrer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  amp: '&',
  sol: '/',
  bsol: '\\',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  lpar: '(',
  rpar: ')',
  percnt: '%',
};

function codePointToString(codePoint: number): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : '';
}

function decodeHtmlEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) =>
      codePointToString(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_match, decimal: string) =>
      codePointToString(Number.parseInt(decimal, 10)),
    )
    .replace(/&([a-z]+);?/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
}

function decodePercent(text: string): string {
  // Decode byte by byte so that one malformed sequence does not hide the others.
  return text.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

// C0/C1 controls, whitespace and invisible format characters that an attacker can slip into a
// scheme name (`java\tscript:`, `java&#x200B;script:`).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/** Whether any decoding of `raw` (entities, percent-encoding, repeated) starts with a refused scheme. */
function hidesDangerousScheme(raw: string): boolean {
  let current = raw;
  for (let round = 0; round < 5; round += 1) {
    const collapsed = current.replace(INVISIBLE, '').toLowerCase();
    if (DANGEROUS_SCHEME.test(collapsed)) return true;
    const decoded = decodePercent(decodeHtmlEntities(current));
    if (decoded === current) return false;
    current = decoded;
  }
  // Still changing after five rounds of decoding: nobody writes a link like that by accident.
  return true;
}

/** What a browser strips before parsing a URL: outer C0 controls and spaces, inner tabs and newlines. */
function browserTrim(raw: string): string {
  // eslint-disable-next-line no-control-regex -- the URL standard strips exactly these
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

function originOf(currentOrigin: string): string {
  return new URL(currentOrigin).origin;
}

/**
 * Classifies a link target relative to the page's origin: a path inside the app, an external URL
 * (http, https, mailto, tel), or refused. `//evil.com`, `/\evil.com` and `https:evil.com`-style
 * tricks are resolved exactly as a browser would, so they come out external, never internal.
 */
export function classifyUrl(raw: string, currentOrigin: string): UrlClassification {
  const base = originOf(currentOrigin);
  const trimmed = browserTrim(raw);
  if (trimmed === '') return { kind: 'refused', reason: 'empty' };
  if (hidesDangerousScheme(raw)) return { kind: 'refused', reason: 'dangerous-protocol' };

  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (DANGEROUS_SCHEME.test(url.protocol)) return { kind: 'refused', reason: 'dangerous-protocol' };
  if (!EXTERNAL_PROTOCOLS.has(url.protocol)) {
    return { kind: 'refused', reason: 'unsupported-protocol' };
  }
  if (url.origin === base) {
    // A path starting with `//` would be read as another host by a router or a later `new URL`.
    const pathname = url.pathname.replace(/^\/{2,}/, '/');
    return { kind: 'internal', path: `${pathname}${url.search}${url.hash}` };
  }
  // `https://our.host@evil.com` reads like our site; the credentials part only serves to mislead.
  url.username = '';
  url.password = '';
  return { kind: 'external', url: url.href };
}

/** A value safe to put in `<a href>`: an app path, an allowed external URL, or null. */
export function safeHref(raw: string, currentOrigin: string): string | null {
  const target = classifyUrl(raw, currentOrigin);
  switch (target.kind) {
    case 'internal':
      return target.path;
    case 'external':
      return target.url;
    case 'refused':
      return null;
  }
}

export type NavigationDecision =
  | { action: 'internal'; path: string }
  | { action: 'external'; url: string }
  | { action: 'refused'; reason: RefusalReason | 'external-not-allowed' | 'no-window' };

/**
 * Decides how to follow a link, with the semantics of a framework `navigateTo(url, { external })`:
 * an app path goes through the router; an external URL only when the caller explicitly allows it.
 * Pure: the caller performs the decision (router `navigate`, or `openExternal`).
 */
export function resolveNavigation(
  raw: string,
  options: { currentOrigin: string; allowExternal: boolean },
): NavigationDecision {
  const target = classifyUrl(raw, options.currentOrigin);
  switch (target.kind) {
    case 'internal':
      return { action: 'internal', path: target.path };
    case 'external':
      return options.allowExternal
        ? { action: 'external', url: target.url }
        : { action: 'refused', reason: 'external-not-allowed' };
    case 'refused':
      return { action: 'refused', reason: target.reason };
  }
}

/** The part of `window` that `openExternal` touches; injectable for tests. */
export interface BrowserWindowLike {
  location: { origin: string; assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
}

/**
 * Leaves the app for an external URL, only when `allowExternal` is true and the URL passes
 * `classifyUrl`. A new tab is opened with `noopener,noreferrer`. An app path is not followed here:
 * the returned decision says `internal` and the caller hands the path to the router.
 */
export function openExternal(
  raw: string,
  options: { allowExternal: boolean; newTab?: boolean; target?: BrowserWindowLike },
): NavigationDecision {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return { action: 'refused', reason: 'no-window' };
  const decision = resolveNavigation(raw, {
    currentOrigin: target.location.origin,
    allowExternal: options.allowExternal,
  });
  if (decision.action === 'external') {
    if (options.newTab) target.open(decision.url, '_blank', 'noopener,noreferrer');
    else target.location.assign(decision.url);
  }
  return decision;
}
