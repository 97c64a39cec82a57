import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { patchCachedUser } from '../hooks/use-apply-user';
import type { ProfileResponse } from './get-profile';
import { profileKeys } from './profile-keys';
import { postUserUpdate } from './post-user-update';

/** `POST /profile/toggle-hide-metrics`: hides the player's numbers from others. */
export async function toggleHideMetrics(client: HttpClient, hideMetrics: boolean): Promise<User> {
  return postUserUpdate(client, '/profile/toggle-hide-metrics', {
    body: { hide_metrics: hideMetrics },
  });
}

/** Optimistic like the privacy switches: flipped at once, put back if the server refuses. */
export function useToggleHideMetrics(options: { onRefused?: () => void } = {}) {
  const { onRefused } = options;
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hideMetrics: boolean) => toggleHideMetrics(client, hideMetrics),
    onMutate: async (hideMetrics) => {
      await queryClient.cancelQueries({ queryKey: profileKeys.detail() });
      const previous = queryClient.getQueryData<ProfileResponse>(profileKeys.detail())?.data
        .hide_metrics;
      patchCachedUser(queryClient, (user) => ({ ...user, hide_metrics: hideMetrics }));
      return { previous };
    },
    onError: (_error, _hideMetrics, context) => {
      const previous = context?.previous;
      if (previous !== undefined) {
        patchCachedUser(queryClient, (user) => ({ ...user, hide_metrics: previous }));
      }
      onRefused?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
