import {
  AUTH_COOKIES,
  readCookie,
  readStored,
  removeStored,
  serializeCookie,
  STORAGE_KEYS,
  type StorageLike,
  writeStored,
} from '~/lib/storage';
import { type SessionUser, sessionTokenSchema, sessionUserSchema } from './session-user';

// §3 "Local browser storage keys" and "Cookies": the token in `auth` and `auth_client`, the user in
// `user` and `auth_state` (URL-encoded JSON). Cookies last 7 days, SameSite Strict, Secure.

export interface StoredSession {
  token: string;
  user: SessionUser | null;
}

function parseCookieUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** §3: when both cookies exist they win; otherwise the local storage entries. */
export function readStoredSession(
  storage: StorageLike | null,
  cookieHeader: string | null,
): StoredSession | null {
  const cookieToken = readCookie(cookieHeader, AUTH_COOKIES.token);
  const cookieUser = parseCookieUser(readCookie(cookieHeader, AUTH_COOKIES.user));
  if (cookieToken && cookieUser && sessionTokenSchema.safeParse(cookieToken).success) {
    return { token: cookieToken, user: cookieUser };
  }
  const token = storage ? readStored(STORAGE_KEYS.authToken, sessionTokenSchema, storage) : null;
  if (token) {
    const user = storage ? readStored(STORAGE_KEYS.user, sessionUserSchema, storage) : null;
    return { token, user };
  }
  if (cookieToken && sessionTokenSchema.safeParse(cookieToken).success) {
    return { token: cookieToken, user: cookieUser };
  }
  return null;
}

/** What the server sees of a session: the cookie user, when a token cookie is there too. */
export function readServerSession(cookieHeader: string | null): { user: SessionUser } | null {
  const token = readCookie(cookieHeader, AUTH_COOKIES.token);
  const user = parseCookieUser(readCookie(cookieHeader, AUTH_COOKIES.user));
  return token && user ? { user } : null;
}

export function sessionCookies(
  session: { token: string; user: SessionUser } | null,
  options: { secure: boolean },
): string[] {
  const base = { path: '/', sameSite: 'Strict' as const, secure: options.secure };
  if (!session) {
    return [
      serializeCookie(AUTH_COOKIES.token, '', { ...base, maxAge: 0 }),
      serializeCookie(AUTH_COOKIES.user, '', { ...base, maxAge: 0 }),
    ];
  }
  const maxAge = AUTH_COOKIES.maxAgeSeconds;
  return [
    serializeCookie(AUTH_COOKIES.token, session.token, { ...base, maxAge }),
    serializeCookie(AUTH_COOKIES.user, JSON.stringify(session.user), { ...base, maxAge }),
  ];
}

export function persistSession(
  storage: StorageLike | null,
  session: { token: string; user: SessionUser },
  writeCookie: (cookie: string) => void,
  options: { secure: boolean },
): void {
  if (storage) {
    writeStored(STORAGE_KEYS.authToken, sessionTokenSchema, session.token, storage);
    writeStored(STORAGE_KEYS.user, sessionUserSchema, session.user, storage);
  }
  for (const cookie of sessionCookies(session, options)) writeCookie(cookie);
}

/** §4: the token and user entries go, from storage and cookies alike. */
export function clearPersistedSession(
  storage: StorageLike | null,
  writeCookie: (cookie: string) => void,
  options: { secure: boolean },
): void {
  if (storage) {
    removeStored(STORAGE_KEYS.authToken, storage);
    removeStored(STORAGE_KEYS.user, storage);
  }
  for (const cookie of sessionCookies(null, options)) writeCookie(cookie);
}
