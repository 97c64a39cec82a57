import {
  AUTH_COOKIES,
  readCookie,
  readStored,
  STORAGE_KEYS,
  type StorageLike,
} from '~/lib/storage';
import { type SessionUser, sessionTokenSchema, sessionUserSchema } from './session-user';

// Reading a stored session back (§3 keys and cookies), parsed with the contract's user schema. Kept
// apart from the writes so the schema library loads only when a session is restored.

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
