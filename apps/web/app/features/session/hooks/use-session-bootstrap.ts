import { useEffect } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { useSessionActions, useSessionStoreApi } from '../session-context';

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
