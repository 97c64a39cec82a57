import {
  AUTH_COOKIES,
  removeStored,
  serializeCookie,
  STORAGE_KEYS,
  type StorageLike,
} from '~/lib/storage';
import type { SessionUser } from './session-user';

// §3 "Local browser storage keys" and "Cookies": the token in `auth` and `auth_client`, the user in
// `user` and `auth_state` (URL-encoded JSON). Cookies last 7 days, SameSite Strict, Secure. The
// user written here was parsed from the API's answer; reading it back parses again.

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
    serializeCookie(AUTH_COOKIES.user, JSON.stringify(cookieUser(session.user)), {
      ...base,
      maxAge,
    }),
  ];
}

/** The user as the `auth_state` cookie holds it: without the liked games, which can grow long. */
function cookieUser(user: SessionUser): SessionUser {
  const { user_likes: _likes, ...rest } = user;
  return rest;
}

export function persistSession(
  storage: StorageLike | null,
  session: { token: string; user: SessionUser },
  writeCookie: (cookie: string) => void,
  options: { secure: boolean },
): void {
  try {
    storage?.setItem(STORAGE_KEYS.authToken, session.token);
    storage?.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  } catch {
    // Storage full or denied: the cookies still carry the session.
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
