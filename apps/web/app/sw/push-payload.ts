// The notification a push carries (the contract's WebPushPayload): JSON with a title and,
// optionally, body, icon, url, tag and the notification's type. Text only — it is shown by the
// browser, never as HTML.
import { OPEN_CHAT_PARAM, OPEN_CHAT_VALUE } from '../features/notifications/model/push-click';

export interface PushNotice {
  title: string;
  body: string;
  icon: string | null;
  /** The notification's picture (its `img`), shown large where the system can (Android). */
  image: string | null;
  /** Always a path of this site: a push never opens another origin. */
  url: string;
  /** `notification-{id}`: a second push of the same notification replaces the first. */
  tag: string | null;
  /** A chat notification: its click opens the chat panel (§2). */
  chat: boolean;
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

/** An https picture, or one of this site; null for anything else (http, data:, javascript:). */
function pictureUrl(value: unknown, origin: string): string | null {
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

/** The notification's `type` in the payload's `notification`, if it says one. */
function notificationType(data: object): unknown {
  const notification = field(data, 'notification');
  return typeof notification === 'object' && notification !== null
    ? field(notification, 'type')
    : undefined;
}

/** Reads a push's data (already JSON-parsed, or null); null when it has no title to show. */
export function pushNotice(data: unknown, origin: string): PushNotice | null {
  if (typeof data !== 'object' || data === null) return null;
  const title = text(field(data, 'title'), MAX_TITLE);
  if (!title) return null;
  return {
    title,
    body: text(field(data, 'body'), MAX_BODY),
    icon: pictureUrl(field(data, 'icon'), origin),
    image: pictureUrl(field(data, 'image'), origin),
    url: sameOriginPath(field(data, 'url'), origin),
    tag: text(field(data, 'tag'), 64) || null,
    chat: notificationType(data) === 'chat',
  };
}

/** Where a click on a pushed notification goes: a chat one asks the page for the chat panel. */
export function pushClickPath(notice: Pick<PushNotice, 'url' | 'chat'>, origin: string): string {
  if (!notice.chat) return notice.url;
  const url = new URL(notice.url, origin);
  url.searchParams.set(OPEN_CHAT_PARAM, OPEN_CHAT_VALUE);
  return url.pathname + url.search + url.hash;
}

/** What the worker does with a click: focus a page already open, or open one. */
export type PushClickAction =
  { kind: 'focus'; index: number; openChat: boolean } | { kind: 'open'; path: string };

/**
 * A click on a pushed notification, given the pages of the site that are open (their URLs): a chat
 * notification goes to any open page, told to open the chat panel, else to a new one at
 * `/?chat=open`; another notification to the page already at its address, else to a new one.
 */
export function pushClickAction(
  notice: Pick<PushNotice, 'url' | 'chat'>,
  openUrls: readonly string[],
  origin: string,
): PushClickAction {
  if (notice.chat) {
    // The worker's window clients are all of this site: the first one will do.
    if (openUrls.length > 0) return { kind: 'focus', index: 0, openChat: true };
    return { kind: 'open', path: pushClickPath(notice, origin) };
  }
  const target = new URL(notice.url, origin).href;
  const index = openUrls.indexOf(target);
  return index >= 0
    ? { kind: 'focus', index, openChat: false }
    : { kind: 'open', path: notice.url };
}
