import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeSellResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useIntentKey } from '../hooks/use-intent-key';
import { useWalletAnswer } from '../hooks/wallet-answer';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /prizes/sell` (signed in): the prize's value into the wallet (loyalty when regulated). */
export async function sellPrize(
  client: HttpClient,
  playerPrizeId: number,
  idempotencyKey: string,
): Promise<PrizeSellResponse> {
  const { prizeSellResponseSchema } = await boxSchemas();
  return client.post('/prizes/sell', {
    body: { id: playerPrizeId },
    schema: prizeSellResponseSchema,
    idempotencyKey,
    reportErrors: false,
  });
}

export function useSellPrize() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const applyWallet = useWalletAnswer();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (playerPrizeId: number) =>
      sellPrize(client, playerPrizeId, intent.keyFor(`sell-prize:${playerPrizeId}`)),
    onSuccess: (answer) => {
      intent.done();
      applyWallet(answer.wallet);
      void queryClient.invalidateQueries({ queryKey: boxKeys.playerPrizes() });
    },
  });
}
