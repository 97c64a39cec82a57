// The notification a push carries (the contract's WebPushPayload): JSON with a title and,
// optionally, body, icon, url and tag. Text only — it is shown by the browser, never as HTML.

export interface PushNotice {
  title: string;
  body: string;
  icon: string | null;
  /** Always a path of this site: a push never opens another origin. */
  url: string;
  /** `notification-{id}`: a second push of the same notification replaces the first. */
  tag: string | null;
}

const MAX_TITLE = 120;
const MAX_BODY = 400;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A path of `origin` from a same-origin URL or path; '/' for anything else. */
export function sameOriginPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || value.trim() === '') return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

function iconUrl(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/** An own data property only: no getter or inherited value runs. */
function field(data: object, key: string): unknown {
  return Object.getOwnPropertyDescriptor(data, key)?.value;
}

/** Reads a push's data (already JSON-parsed, or null); null when it has no title to show. */
export function pushNotice(data: unknown, origin: string): PushNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const title = text(field(data, 'title'), MAX_TITLE);
  if (!title) return null;
  return {
    title,
    body: text(field(data, 'body'), MAX_BODY),
    icon: iconUrl(field(data, 'icon'), origin),
    url: sameOriginPath(field(data, 'url'), origin),
    tag: text(field(data, 'tag'), 64) || null,
  };
}
