import { skipToken, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '../api/session-keys';
import type { SessionUser } from '../model/session-user';
import { useServerSessionUser, useSessionState } from '../session-context';

/**
 * The signed-in player, or null for a guest. It reads the cache the session fills (sign-in, the
 * start-up check), so no fetching code ships with the header.
 */
export function useCurrentUser(): SessionUser | null {
  const status = useSessionState((state) => state.status);
  const serverUser = useServerSessionUser();
  const { data } = useQuery<SessionUser>({
    queryKey: sessionKeys.me(),
    queryFn: skipToken,
    initialData: serverUser ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return status === 'guest' ? null : (data ?? null);
}
