import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import { meQueryOptions } from '../api/get-me';
import type { SessionUser } from '../model/session-user';
import { useServerSessionUser, useSessionState } from '../session-context';

/** The signed-in player, or null for a guest. Fetching is driven by the start-up check. */
export function useCurrentUser(): SessionUser | null {
  const client = useApiClient();
  const status = useSessionState((state) => state.status);
  const serverUser = useServerSessionUser();
  const { data } = useQuery({
    ...meQueryOptions(client),
    enabled: false,
    initialData: serverUser ?? undefined,
  });
  return status === 'guest' ? null : (data ?? null);
}
