import type { User } from '@vitrine/contract/accounts.ts';
import { useCallback } from 'react';
import { sessionUserSchema } from '../model/session-user';
import { useSessionActions, useSessionState } from '../session-context';
import { usePlayerReady } from './use-player-ready';

/**
 * What a signed-in area's queries need from the session: whether the API client holds the
 * player's token yet, and how to keep the session's copy of a user the server changed (header,
 * storage, cookies).
 */
export function usePlayerSession(): { ready: boolean; onUserChanged: (user: User) => void } {
  const ready = usePlayerReady();
  const token = useSessionState((state) => state.token);
  const { completeSignIn } = useSessionActions();

  const onUserChanged = useCallback(
    (user: User) => {
      const sessionUser = sessionUserSchema.safeParse(user);
      if (token && sessionUser.success) completeSignIn({ token, user: sessionUser.data });
    },
    [token, completeSignIn],
  );

  return { ready, onUserChanged };
}
