import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PauseRequest, PauseResponse } from '@vitrine/contract/responsible-gaming.ts';
import { sessionKeys } from '~/core/session/api/session-keys';
import type { SessionUser } from '~/core/session/model/session-user';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/** `POST /responsible-gaming/pause` (signed in, idempotent): 1, 7 or 30 days, or until a date. */
export async function pausePlay(client: HttpClient, pause: PauseRequest): Promise<PauseResponse> {
  const { pauseResponseSchema } = await schemas();
  return client.post('/responsible-gaming/pause', {
    body: pause,
    schema: pauseResponseSchema,
    reportErrors: false,
  });
}

export function usePausePlay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pause: PauseRequest) => pausePlay(client, pause),
    onSuccess: ({ block }) => {
      // The header says until when at once, before the next check of the session brings it.
      queryClient.setQueryData<SessionUser>(sessionKeys.me(), (user) =>
        user ? { ...user, paused: true, paused_until: block.ends_at } : user,
      );
      return queryClient.invalidateQueries({ queryKey: responsibleGamingKeys.all });
    },
  });
}
