import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { cancelBonusResponseSchema } from '@vitrine/contract/bonuses.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useRef } from 'react';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { bonusKeys, bonusSchemas } from './bonus-keys';

type CancelBonusResponse = z.infer<typeof cancelBonusResponseSchema>;

/**
 * `POST /bonuses/{id}/cancel` (signed in, idempotent): the player gives the active bonus up; its
 * money leaves the bonus balance. The `Idempotency-Key` is the caller's.
 */
export async function cancelBonus(
  client: HttpClient,
  id: number,
  idempotencyKey: string,
): Promise<CancelBonusResponse> {
  const { cancelBonusResponseSchema } = await bonusSchemas();
  return client.post(`/bonuses/${id}/cancel`, {
    schema: cancelBonusResponseSchema,
    idempotencyKey,
    // The dialog says why in its own words.
    reportErrors: false,
  });
}

/**
 * Cancels a bonus: the answer's wallet goes to `onWallet` (the route puts it into the header) and
 * the list is fetched again. One key per bonus until it is cancelled, so a retry reuses it.
 */
export function useCancelBonus(onWallet: (wallet: Wallet) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = useRef(new Map<number, string>());
  return useMutation({
    mutationFn: (id: number) => {
      let key = keys.current.get(id);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(id, key);
      }
      return cancelBonus(client, id, key);
    },
    onSuccess: (answer) => {
      keys.current.delete(answer.bonus.id);
      onWallet(answer.wallet);
      return queryClient.invalidateQueries({ queryKey: bonusKeys.list() });
    },
  });
}
