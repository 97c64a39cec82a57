import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useIntentKey } from '../hooks/use-intent-key';
import { useWalletAnswer } from '../hooks/wallet-answer';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /boxes/sell` (signed in): an unopened box back at its sell value. */
export async function sellBox(client: HttpClient, playerBoxId: number, idempotencyKey: string) {
  const { boxSellResponseSchema } = await boxSchemas();
  return client.post('/boxes/sell', {
    body: { id: playerBoxId },
    schema: boxSellResponseSchema,
    idempotencyKey,
    reportErrors: false,
  });
}

export function useSellBox() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const applyWallet = useWalletAnswer();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (playerBoxId: number) =>
      sellBox(client, playerBoxId, intent.keyFor(`sell-box:${playerBoxId}`)),
    onSuccess: (answer) => {
      intent.done();
      applyWallet(answer.wallet);
      void queryClient.invalidateQueries({ queryKey: boxKeys.playerBoxes() });
    },
  });
}
