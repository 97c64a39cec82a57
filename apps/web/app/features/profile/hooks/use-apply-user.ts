import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useCallback } from 'react';
import type { ProfileResponse } from '../api/get-profile';
import { profileKeys, SESSION_QUERY_KEY } from '../api/profile-keys';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';

/** Changes the cached `GET /profile` user in place (optimistic updates and their rollback). */
export function patchCachedUser(queryClient: QueryClient, patch: (user: User) => User): void {
  queryClient.setQueryData<ProfileResponse>(profileKeys.detail(), (previous) =>
    previous ? { ...previous, data: patch(previous.data) } : previous,
  );
}

/**
 * After a call that answered with the changed user: show it at once, then refresh everything keyed
 * under the profile and the session's copy of the player (header, menus, cookies).
 */
export function useApplyUser() {
  const queryClient = useQueryClient();
  const { onUserChanged } = usePlayerSession();
  return useCallback(
    (user: User) => {
      patchCachedUser(queryClient, () => user);
      onUserChanged?.(user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    [queryClient, onUserChanged],
  );
}
