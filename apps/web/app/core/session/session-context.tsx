import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { useStore } from 'zustand';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { useApiClient } from '~/lib/api-client-context';
import { browserStorage } from '~/lib/storage';
import { logout } from './api/logout';
import { sessionKeys } from './api/session-keys';
import { AUTH_OVERLAY } from './model/auth-modal';
import { clearPersistedSession, persistSession } from './model/session-writes';
import type { ServerSession, SessionUser } from './model/session-user';
import { createSessionStore, type SessionState, type SessionStore } from './stores/session-store';

interface SessionContextValue {
  store: SessionStore;
  serverUser: SessionUser | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  serverSession,
  children,
}: {
  serverSession: ServerSession | null;
  children: ReactNode;
}) {
  const [value] = useState<SessionContextValue>(() => ({
    store: createSessionStore({ signedIn: serverSession !== null }),
    serverUser: serverSession?.user ?? null,
  }));
  return <SessionContext value={value}>{children}</SessionContext>;
}

function useSessionContext(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('Session hooks need a <SessionProvider> (set up by the root route)');
  return value;
}

export function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionContext().store, selector);
}

export function useSessionStoreApi(): SessionStore {
  return useSessionContext().store;
}

/** The user the server saw in the request's cookies, for the first render. */
export function useServerSessionUser(): SessionUser | null {
  return useSessionContext().serverUser;
}

function writeDocumentCookie(cookie: string) {
  document.cookie = cookie;
}

const isSecure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';

/** Signing in and out: storage, cookies, the query cache and the store move together. */
export function useSessionActions() {
  const store = useSessionStoreApi();
  const queryClient = useQueryClient();
  const client = useApiClient();

  const { close: closeAuthModal } = useOpenedOverlay(AUTH_OVERLAY);

  const completeSignIn = useCallback(
    (session: { token: string; user: SessionUser }) => {
      persistSession(browserStorage(), session, writeDocumentCookie, { secure: isSecure() });
      queryClient.setQueryData(sessionKeys.me(), session.user);
      store.getState().signedIn(session.token);
      // After the store: a subscriber to the sign-in still reads where the modal was going.
      closeAuthModal();
    },
    [queryClient, store, closeAuthModal],
  );

  /**
   * Drops the stored token and cookie only: the next request the page makes, such as a
   * navigation's loaders, goes as a guest, while the page on screen keeps its state until
   * `forgetSession`.
   */
  const forgetStoredSession = useCallback(() => {
    clearPersistedSession(browserStorage(), writeDocumentCookie, { secure: isSecure() });
  }, []);

  const forgetSession = useCallback(() => {
    forgetStoredSession();
    store.getState().becameGuest();
    // Everything cached belonged to the player who just left.
    queryClient.removeQueries();
  }, [queryClient, store, forgetStoredSession]);

  /** §4: logout always clears local state, even when the server call fails. */
  const signOut = useCallback(async () => {
    try {
      await logout(client);
    } catch {
      // The token is dropped locally either way.
    } finally {
      forgetSession();
    }
  }, [client, forgetSession]);

  return { completeSignIn, forgetStoredSession, forgetSession, signOut };
}
