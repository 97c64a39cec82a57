import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoxOpenResponse, PlayerBoxPage } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { useIntentKey } from '../hooks/use-intent-key';
import { boxKeys, boxSchemas } from './box-keys';

/** `POST /boxes/open` (signed in): the player's box → the prize, its proof and the reel. */
export async function openBox(
  client: HttpClient,
  playerBoxId: number,
  idempotencyKey: string,
): Promise<BoxOpenResponse> {
  const { boxOpenResponseSchema } = await boxSchemas();
  return client.post('/boxes/open', {
    body: { box_id: playerBoxId },
    schema: boxOpenResponseSchema,
    idempotencyKey,
    reportErrors: false,
  });
}

export function useOpenBox() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (playerBoxId: number) =>
      openBox(client, playerBoxId, intent.keyFor(`open:${playerBoxId}`)),
    onSuccess: async (_, playerBoxId) => {
      intent.done();
      // A list still on its way (a link that opens at once) would answer the box as unopened.
      await queryClient.cancelQueries({ queryKey: boxKeys.mine() });
      queryClient.setQueryData<InfiniteData<PlayerBoxPage, number>>(
        boxKeys.playerBoxes(),
        (list) =>
          list && {
            ...list,
            pages: list.pages.map((page) => ({
              ...page,
              data: page.data.filter((box) => box.id !== playerBoxId),
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: boxKeys.mine() });
      // The next draw has the next nonce.
      void queryClient.invalidateQueries({ queryKey: boxKeys.fairness() });
    },
  });
}
