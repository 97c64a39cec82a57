import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CasinoSession } from '~/features/casino/casino-session-context';
import { sessionKeys } from '~/core/session/api/session-keys';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import type { SessionUser } from '~/core/session/model/session-user';
import { useSessionActions, useSessionState } from '~/core/session/session-context';

/**
 * The bridge from the session to the casino (a feature does not read another feature): who is
 * looking, their liked games, a sign-in prompt for guests, and the way back for a changed liked set.
 */
export function useCasinoSessionBridge(): CasinoSession {
  const user = useCurrentUser();
  const status = useSessionState((state) => state.status);
  const token = useSessionState((state) => state.token);
  const openAuthModal = useSessionState((state) => state.openAuthModal);
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
  return useMemo(
    () => ({ viewer, signedIn, ready, userLikes, requestSignIn, onUserLikes }),
    [viewer, signedIn, ready, userLikes, requestSignIn, onUserLikes],
  );
}
