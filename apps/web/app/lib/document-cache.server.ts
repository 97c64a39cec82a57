import { createHash } from 'node:crypto';
import { createExpiringMap } from './ttl-cache';

// A rendered document is a function of its address, its status and what its loaders returned (the
// root loader carries everything it reads from the request: language, tenant, session, crawler).
// So a guest's document is kept, keyed by exactly those, and served again to the next request whose
// loaders return the same data — the page a visitor gets is the one a fresh render would give them,
// without React rendering it again. Players' documents (a session cookie) are never kept.

/** The inputs of a render that decide the document, as the server has them before rendering. */
export interface DocumentInputs {
  url: string;
  status: number;
  method: string;
  /** Whether the request carries a player's session (then nothing is kept). */
  signedIn: boolean;
  /** loaderData, actionData and errors of the request's routes. */
  data: unknown;
}

const MAX_VALUES = 200_000;

/** Whether `value` is plain data: objects, arrays, strings, numbers, booleans, null, Dates. */
function isPlain(value: unknown): boolean {
  const stack: unknown[] = [value];
  // A cycle (or data too large to be worth keeping) ends the walk: not kept.
  for (let visited = 0; stack.length > 0; visited++) {
    if (visited > MAX_VALUES) return false;
    const item = stack.pop();
    if (item === null || item === undefined) continue;
    const type = typeof item;
    if (type === 'string' || type === 'number' || type === 'boolean') continue;
    if (type !== 'object') return false; // a function, a symbol, a bigint
    if (item instanceof Date) continue;
    if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
      continue;
    }
    const prototype = Object.getPrototypeOf(item) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return false;
    for (const key in item as Record<string, unknown>)
      stack.push((item as Record<string, unknown>)[key]);
  }
  return true;
}

/**
 * JSON for plain data only (objects, arrays, strings, numbers, booleans, null, Dates); null when
 * anything else is in it (a Map, a promise, a class instance): such data cannot be told apart by
 * its JSON, so it is not used as a key. (A separate walk keeps JSON.stringify on its fast path.)
 */
export function plainJson(value: unknown): string | null {
  if (!isPlain(value)) return null;
  const text = JSON.stringify(value) as string | undefined;
  return typeof text === 'string' ? text : null;
}

/** The key a document is kept under, or null when it must not be kept. */
export function documentKey(inputs: DocumentInputs, build: string): string | null {
  if (inputs.method !== 'GET' || inputs.status !== 200 || inputs.signedIn) return null;
  const data = plainJson(inputs.data);
  if (data === null) return null;
  return createHash('sha256')
    .update(build)
    .update('\0')
    .update(inputs.url)
    .update('\0')
    .update(data)
    .digest('base64url');
}

/**
 * `body` with every `nonce="from"` attribute now reading `nonce="to"`. Only whole attributes are
 * touched: React escapes quotes in text and attribute values, and the nonce is 128 random bits, so
 * nothing else in a document spells `nonce="<it>"`.
 */
export function replaceNonce(body: Buffer, from: string, to: string): Buffer {
  const needle = Buffer.from(`nonce="${from}"`);
  const replacement = Buffer.from(`nonce="${to}"`);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at), replacement);
    start = at + needle.length;
  }
  if (start === 0) return body;
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}

interface KeptDocument {
  body: Buffer;
  nonce: string;
}

/**
 * The documents kept: at most `maxEntries`, each for `ttlMs` (0 keeps nothing), none larger than
 * `maxBytes`. Oldest out first. A document is kept with the CSP nonce it was rendered with and
 * served with the nonce of the response at hand (docs/decisions/008): a nonce is never replayed.
 */
export function createDocumentCache(options: {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}) {
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const entries = createExpiringMap<KeptDocument>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? 100,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    /** A copy of the document kept under `key`, carrying `nonce`; null when none is kept. */
    get(key: string, nonce: string): Buffer<ArrayBuffer> | null {
      const kept = entries.get(key);
      if (!kept) return null;
      // A copy (a few µs for a home page): what is kept is never handed out to be sent.
      return Buffer.from(replaceNonce(kept.body, kept.nonce, nonce));
    },
    /** Keeps `body`, rendered with `nonce`. */
    set(key: string, body: Buffer, nonce: string) {
      if (body.length <= maxBytes) {
        entries.set(key, { body, nonce });
      }
    },
  };
}
