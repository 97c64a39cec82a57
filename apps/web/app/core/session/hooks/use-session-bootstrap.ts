import { useEffect } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { AUTH_COOKIES, browserStorage, STORAGE_KEYS } from '~/lib/storage';
import { useSessionActions, useSessionStoreApi } from '../session-context';

/** A cheap look for a stored token (local storage or cookie), before loading any parsing code. */
function mayHaveStoredSession(): boolean {
  let stored: string | null = null;
  try {
    stored = browserStorage()?.getItem(STORAGE_KEYS.authToken) ?? null;
  } catch {
    stored = null;
  }
  return Boolean(stored) || document.cookie.includes(`${AUTH_COOKIES.token}=`);
}

/**
 * Restores the session at start-up (§4), with its parsing code loaded after the first paint, and
 * turns the player into a guest when any later call answers 401.
 */
export function useSessionBootstrap() {
  const store = useSessionStoreApi();
  const client = useApiClient();
  const { completeSignIn, forgetSession } = useSessionActions();

  useEffect(() => {
    const controller = new AbortController();
    if (!mayHaveStoredSession() && store.getState().status === 'guest') {
      // Most visitors: nothing to restore, so the restore code is not even loaded.
      store.getState().markChecked();
      void import('~/lib/guest-id').then(({ getOrCreateGuestId }) =>
        getOrCreateGuestId(browserStorage()),
      );
      return;
    }
    void import('../model/restore-session').then(({ restoreSession }) =>
      restoreSession({ store, client, completeSignIn, forgetSession, signal: controller.signal }),
    );
    return () => controller.abort();
  }, [client, completeSignIn, forgetSession, store]);

  useEffect(
    () =>
      useHttpErrorStore.subscribe((state) => {
        const expired = state.current?.kind === 'key' && state.current.key === 'error_messages.401';
        if (expired && store.getState().status === 'signed-in') forgetSession();
      }),
    [forgetSession, store],
  );
}
