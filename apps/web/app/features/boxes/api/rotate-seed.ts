import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FairnessResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /boxes/fairness/rotate` (signed in): reveals the server seed and commits to a new one. */
export function useRotateSeed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { seedRotationResponseSchema } = await boxSchemas();
      return client.post('/boxes/fairness/rotate', {
        schema: seedRotationResponseSchema,
        reportErrors: false,
      });
    },
    onSuccess: ({ active, revealed }) => {
      queryClient.setQueryData<FairnessResponse>(boxKeys.fairness(), (seeds) =>
        seeds ? { active, revealed: [revealed, ...seeds.revealed] } : seeds,
      );
      // The prizes' proofs now carry the revealed seed.
      void queryClient.invalidateQueries({ queryKey: boxKeys.playerPrizes() });
    },
  });
}
