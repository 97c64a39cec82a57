import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoxBuyResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useIntentKey } from '../hooks/use-intent-key';
import { useWalletAnswer } from '../hooks/wallet-answer';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /boxes/buy` (signed in, unregulated tenants): a catalogue box, paid from cash. */
export async function buyBox(
  client: HttpClient,
  boxId: number,
  idempotencyKey: string,
): Promise<BoxBuyResponse> {
  const { boxBuyResponseSchema } = await boxSchemas();
  return client.post('/boxes/buy', {
    body: { box_id: boxId },
    schema: boxBuyResponseSchema,
    idempotencyKey,
    // The page shows the refusal next to the button.
    reportErrors: false,
  });
}

export function useBuyBox() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const applyWallet = useWalletAnswer();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (boxId: number) => buyBox(client, boxId, intent.keyFor(`buy:${boxId}`)),
    onSuccess: (answer) => {
      intent.done();
      applyWallet(answer.wallet);
      void queryClient.invalidateQueries({ queryKey: boxKeys.playerBoxes() });
    },
  });
}
