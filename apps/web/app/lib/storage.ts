/** §3 "Local browser storage keys" (plus `ref`, the referral code of §2). */
export const STORAGE_KEYS = {
  guestId: 'guest_id',
  authToken: 'auth',
  user: 'user',
  ageVerified: 'ageVerified',
  userCountryCode: 'userCountryCode',
  userCallingCode: 'userCallingCode',
  lmcp: 'lmcp',
  referralCode: 'ref',
  /** The PWA hide-install flag: 'true' once the player turned the install offer down (the key
   * @vite-pwa/nuxt uses, so a dismissal made on the earlier app carries over). */
  pwaHideInstall: 'vite-pwa:hide-install',
} as const;

/** §3 "Cookies": 7 days, SameSite Strict, Secure. */
export const AUTH_COOKIES = {
  user: 'auth_state',
  token: 'auth_client',
  maxAgeSeconds: 604_800,
} as const;

// The language cookie (name and lifetime) lives with the locales, in i18n/config.ts.

/**
 * What checks a stored value: a zod schema qualifies, and so does a small hand-written check
 * (`valueParser`), which keeps zod out of the code every page runs at start-up.
 */
export interface ValueParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A parser from a check that returns the (normalised) value, or null when it is not acceptable. */
export function valueParser<T>(check: (value: unknown) => T | null): ValueParser<T> {
  return {
    safeParse(value) {
      const data = check(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/** A string matching `pattern` (after `normalize`, when given). */
export function stringMatching(
  pattern: RegExp,
  normalize: (text: string) => string = (text) => text,
): ValueParser<string> {
  return valueParser((value) => {
    if (typeof value !== 'string') return null;
    const text = normalize(value);
    return pattern.test(text) ? text : null;
  });
}

/** The part of the Web Storage API these helpers use; `localStorage` satisfies it. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null on the server or when the browser denies access. */
export function browserStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  try {
    // Reading the property itself throws in some privacy modes.
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Parses a stored string with `schema`. JSON is tried first (objects, numbers, booleans); the raw
 * string is tried next, so plain strings written by older versions of the app still read back.
 */
function parseStoredText<T>(
  text: string,
  schema: ValueParser<T>,
): { ok: true; value: T } | { ok: false } {
  let json: unknown;
  let isJson = true;
  try {
    json = JSON.parse(text);
  } catch {
    isJson = false;
  }
  if (isJson) {
    const fromJson = schema.safeParse(json);
    if (fromJson.success) return { ok: true, value: fromJson.data };
  }
  const fromRaw = schema.safeParse(text);
  return fromRaw.success ? { ok: true, value: fromRaw.data } : { ok: false };
}

/** Reads `key` and parses it with `schema`; a value that does not parse is removed and null returned. */
export function readStored<T>(
  key: string,
  schema: ValueParser<T>,
  storage: StorageLike | null = browserStorage(),
): T | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  const parsed = parseStoredText(text, schema);
  if (parsed.ok) return parsed.value;
  removeStored(key, storage);
  return null;
}

/**
 * Validates `value` with `schema` and stores it: strings as they are, anything else as JSON.
 * Returns false (and stores nothing) when the value is invalid or the storage refuses it.
 */
export function writeStored<T>(
  key: string,
  schema: ValueParser<T>,
  value: T,
  storage: StorageLike | null = browserStorage(),
): boolean {
  if (!storage) return false;
  const parsed = schema.safeParse(value);
  if (!parsed.success) return false;
  const text = typeof parsed.data === 'string' ? parsed.data : JSON.stringify(parsed.data);
  if (text === undefined) return false;
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
    return false;
  }
}

export function removeStored(key: string, storage: StorageLike | null = browserStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}

/**
 * The value of cookie `name` in a `Cookie` request header or `document.cookie`, URL-decoded; null when
 * absent. A value that is not valid percent-encoding is returned as written.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    let raw = part.slice(separator + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `readCookie` followed by the same parsing as `readStored` (JSON first, then the raw string). */
export function readParsedCookie<T>(
  cookieHeader: string | null | undefined,
  name: string,
  schema: ValueParser<T>,
): T | null {
  const text = readCookie(cookieHeader, name);
  if (text === null) return null;
  const parsed = parseStoredText(text, schema);
  return parsed.ok ? parsed.value : null;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

// RFC 6265 token characters.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A `Set-Cookie` value (or `document.cookie` assignment) with the value URL-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new TypeError('Cookie maxAge must be finite');
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  // Browsers reject SameSite=None without Secure.
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** `document.cookie`, or '' on the server. */
export function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Sets a cookie from the browser; does nothing on the server. */
export function setDocumentCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}
