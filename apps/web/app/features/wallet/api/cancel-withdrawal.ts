import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalResponse } from '@vitrine/contract/withdrawals.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { applyWithdrawalAnswer } from './withdrawal-answer';

const withdrawalSchemas = () => import('@vitrine/contract/withdrawals.ts');

/**
 * `POST /main-gateway/user-cancel-withdrawal` (signed in): cancels a pending withdrawal and returns
 * its amount. The client's `Idempotency-Key` is kept by its own retry.
 */
export async function cancelWithdrawal(
  client: HttpClient,
  id: number,
): Promise<WithdrawalResponse> {
  const { withdrawalResponseSchema } = await withdrawalSchemas();
  return client.post('/main-gateway/user-cancel-withdrawal', {
    body: { id },
    schema: withdrawalResponseSchema,
    reportErrors: false,
  });
}

export function useCancelWithdrawal() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelWithdrawal(client, id),
    onSuccess: (answer) => applyWithdrawalAnswer(queryClient, answer),
  });
}
