import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserSettings } from '@vitrine/contract/accounts.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { patchCachedUser, useApplyUser } from '../hooks/use-apply-user';
import type { ProfileResponse } from './get-profile';
import { profileKeys } from './profile-keys';
import { postUserUpdate } from './post-user-update';

export type PrivacySetting = keyof UserSettings;
export type SettingsUpdate = Partial<UserSettings> & { birth_date?: string };

/** `POST /profile/update-settings`: any of the §3 profile settings, and the birth date. */
export async function updateSettings(client: HttpClient, body: SettingsUpdate): Promise<User> {
  return postUserUpdate(client, '/profile/update-settings', { body });
}

const privacyMutationKey = [...profileKeys.all, 'update-settings'] as const;

function withSetting(user: User, key: PrivacySetting, value: boolean): User {
  return { ...user, settings: { ...user.settings, [key]: value } };
}

/**
 * One privacy switch: flipped in the cache at once, put back if the server refuses. Only that
 * switch is rolled back, so toggling several in a row never undoes the others.
 */
export function useUpdatePrivacySetting(
  options: { onRefused?: (key: PrivacySetting) => void } = {},
) {
  const { onRefused } = options;
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: privacyMutationKey,
    mutationFn: ({ key, value }: { key: PrivacySetting; value: boolean }) =>
      updateSettings(client, { [key]: value }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: profileKeys.detail() });
      const cached = queryClient.getQueryData<ProfileResponse>(profileKeys.detail());
      const previous = cached?.data.settings[key];
      patchCachedUser(queryClient, (user) => withSetting(user, key, value));
      return { previous };
    },
    onError: (_error, { key }, context) => {
      const previous = context?.previous;
      if (previous !== undefined) {
        patchCachedUser(queryClient, (user) => withSetting(user, key, previous));
      }
      onRefused?.(key);
    },
    onSettled: () => {
      // While other switches are still on their way, a refetch would show stale values mid-flight.
      if (queryClient.isMutating({ mutationKey: privacyMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      }
    },
  });
}

/** The birth date (§9: 18 or older, checked by the form's schema first). */
export function useUpdateBirthDate() {
  const client = useApiClient();
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (birthDate: string) => updateSettings(client, { birth_date: birthDate }),
    onSuccess: applyUser,
  });
}
