import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

/** The self-exclusions the page offers: 1, 3, 6 or 12 months, or indefinite (§7, issue 35). */
export type SelfExclusionChoice =
  { value: 1 | 3 | 6 | 12; date: 'months' } | { value: 1; date: 'indefinite' };

/**
 * `POST /profile/self-exclusion` (signed in, idempotent): the account closes for the term and
 * the platform revokes every token of the player.
 */
export async function selfExclude(client: HttpClient, choice: SelfExclusionChoice) {
  // §7's answer, from the contract; an indefinite exclusion has no end.
  const { selfExclusionResponseSchema } = await import('@vitrine/contract/accounts.ts');
  return client.post('/profile/self-exclusion', {
    body: choice,
    schema: selfExclusionResponseSchema,
    reportErrors: false,
  });
}

export function useSelfExclude() {
  const client = useApiClient();
  return useMutation({ mutationFn: (choice: SelfExclusionChoice) => selfExclude(client, choice) });
}
