import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useMemo } from 'react';
import { sessionKeys } from './api/session-keys';
import { useCurrentUser } from './hooks/use-current-user';
import type { SessionUser } from './model/session-user';
import { useAuthModal } from './hooks/use-auth-modal';
import { useSessionActions, useSessionState } from './session-context';

/**
 * Who is looking at the page, as every feature reads it: worked out once per app (inside the
 * session) so a grid of game cards does not watch the session card by card.
 */
export interface Viewer {
  /** 'guest' or the player's id: part of every per-viewer cache key. */
  viewer: string;
  signedIn: boolean;
  /** The API client sends the player's token (queries of signed-in lists wait for it). */
  ready: boolean;
  /** §3 User.user_likes: the server's liked set. */
  userLikes: readonly number[] | null;
  /** Opens the login (register for a first visit) for a guest who tried a player's action. */
  requestSignIn: () => void;
  /** Keeps the session's user current after the server changed its liked set. */
  onUserLikes: (userLikes: number[]) => void;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const status = useSessionState((state) => state.status);
  const token = useSessionState((state) => state.token);
  const { openModal: openAuthModal } = useAuthModal();
  const { completeSignIn } = useSessionActions();
  const queryClient = useQueryClient();

  const requestSignIn = useCallback(() => {
    openAuthModal('login');
  }, [openAuthModal]);

  const onUserLikes = useCallback(
    (userLikes: number[]) => {
      const current = queryClient.getQueryData<SessionUser>(sessionKeys.me());
      if (!token || !current) return;
      completeSignIn({ token, user: { ...current, user_likes: userLikes } });
    },
    [queryClient, token, completeSignIn],
  );

  const signedIn = user !== null;
  const viewer = user ? `user-${user.id}` : 'guest';
  const ready = status === 'guest' || token !== null;
  const userLikes = user?.user_likes ?? null;
  const value = useMemo(
    () => ({ viewer, signedIn, ready, userLikes, requestSignIn, onUserLikes }),
    [viewer, signedIn, ready, userLikes, requestSignIn, onUserLikes],
  );
  return <ViewerContext value={value}>{children}</ViewerContext>;
}

export function useViewer(): Viewer {
  const viewer = use(ViewerContext);
  if (!viewer) throw new Error('useViewer() needs a <ViewerProvider> (set up by the root route)');
  return viewer;
}
