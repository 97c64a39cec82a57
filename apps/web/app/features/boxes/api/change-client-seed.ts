import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FairnessResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /boxes/fairness/client-seed` (signed in): the seed the next draws sign with. */
export function useChangeClientSeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientSeed: string) => {
      const { clientSeedChangeResponseSchema } = await boxSchemas();
      return client.post('/boxes/fairness/client-seed', {
        body: { client_seed: clientSeed },
        schema: clientSeedChangeResponseSchema,
        reportErrors: false,
      });
    },
    onSuccess: ({ active }) => {
      queryClient.setQueryData<FairnessResponse>(boxKeys.fairness(), (seeds) =>
        seeds ? { ...seeds, active } : seeds,
      );
    },
  });
}
