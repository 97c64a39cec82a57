import { useEffect } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { getOrCreateGuestId } from '~/lib/guest-id';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { isHttpError } from '~/lib/http/http-error';
import { browserStorage, STORAGE_KEYS, writeStored } from '~/lib/storage';
import { getMe } from '../api/get-me';
import { readStoredSession } from '../model/session-persistence';
import { sessionTokenSchema } from '../model/session-user';
import { useSessionActions, useSessionStoreApi } from '../session-context';

/**
 * §4 "Session" at start-up: a stored token (local storage or cookies) restores the session. A
 * stored user is used at once and confirmed with `GET /auth/me` in the background; without one the
 * check decides. A 401 or 403 clears token, user and their storage entries: the visitor is a guest
 * (with a generated guest id).
 */
export function useSessionBootstrap() {
  const store = useSessionStoreApi();
  const client = useApiClient();
  const { completeSignIn, forgetSession } = useSessionActions();

  useEffect(() => {
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

    const controller = new AbortController();
    getMe(client, controller.signal).then(
      (user) => completeSignIn({ token: stored.token, user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isHttpError(error) && (error.status === 401 || error.status === 403)) {
          forgetSession();
          getOrCreateGuestId(storage);
        } else {
          // Offline or a server hiccup: keep the stored session, the check is done for now.
          store.getState().markChecked();
        }
      },
    );
    return () => controller.abort();
    // Start-up only: the actions are stable for the app's lifetime.
  }, [client, completeSignIn, forgetSession, store]);

  // A 401 on any later call means the token is no longer valid: the player becomes a guest.
  useEffect(
    () =>
      useHttpErrorStore.subscribe((state) => {
        const expired = state.current?.kind === 'key' && state.current.key === 'error_messages.401';
        if (expired && store.getState().status === 'signed-in') forgetSession();
      }),
    [forgetSession, store],
  );
}
