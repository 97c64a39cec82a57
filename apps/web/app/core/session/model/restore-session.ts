import { getOrCreateGuestId } from '~/lib/guest-id';
import type { HttpClient } from '~/lib/http/http-client';
import { isHttpError } from '~/lib/http/http-error';
import { browserStorage, STORAGE_KEYS, writeStored } from '~/lib/storage';
import { getMe } from '../api/get-me';
import type { SessionStore } from '../stores/session-store';
import { readStoredSession } from './session-persistence';
import { sessionTokenSchema, type SessionUser } from './session-user';

/**
 * §4 "Session" at start-up: a stored token (local storage or cookies) restores the session. A
 * stored user is used at once and confirmed with `GET /auth/me`; without one the check decides. A
 * 401 or 403 clears token, user and their storage entries: the visitor is a guest with a guest id.
 */
export async function restoreSession(options: {
  store: SessionStore;
  client: HttpClient;
  completeSignIn: (session: { token: string; user: SessionUser }) => void;
  forgetSession: () => void;
  signal: AbortSignal;
}): Promise<void> {
  const { store, client, completeSignIn, forgetSession, signal } = options;
  const storage = browserStorage();
  const stored = readStoredSession(storage, document.cookie);
  if (!stored) {
    if (store.getState().status !== 'guest') forgetSession();
    else store.getState().markChecked();
    getOrCreateGuestId(storage);
    return;
  }
  // The API client reads the token from local storage, also when it came from the cookies.
  if (storage) writeStored(STORAGE_KEYS.authToken, sessionTokenSchema, stored.token, storage);
  store.getState().restoring(stored.token);
  if (stored.user) completeSignIn({ token: stored.token, user: stored.user });
  try {
    const user = await getMe(client, signal);
    completeSignIn({ token: stored.token, user });
  } catch (error) {
    if (signal.aborted) return;
    if (isHttpError(error) && (error.status === 401 || error.status === 403)) {
      forgetSession();
      getOrCreateGuestId(storage);
    } else {
      // Offline or a server hiccup: keep the stored session, the check is done for now.
      store.getState().markChecked();
    }
  }
}
