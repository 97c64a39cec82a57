import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRequest, WithdrawalResponse } from '@vitrine/contract/withdrawals.ts';
import { useRef } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { applyWithdrawalAnswer } from './withdrawal-answer';

const withdrawalSchemas = () => import('@vitrine/contract/withdrawals.ts');

/**
 * `POST wallet/withdraw/request` (signed in): reserves `amount` from the balance at once. The
 * `Idempotency-Key` is the caller's, so a retry of the same request never withdraws twice.
 */
export async function requestWithdrawal(
  client: HttpClient,
  body: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalResponse> {
  const { withdrawalResponseSchema } = await withdrawalSchemas();
  return client.post('/wallet/withdraw/request', {
    body,
    schema: withdrawalResponseSchema,
    idempotencyKey,
    // The flow shows the refusal next to the amount.
    reportErrors: false,
  });
}

/**
 * One key per withdrawal the player means: asking again for the same amount to the same key after
 * a failure (a lost answer, a timeout) reuses it, so the platform answers the first result instead
 * of reserving the money twice; a success or another request takes a new one.
 */
export function useRequestWithdrawal() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pendingKey = useRef<{ request: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: WithdrawalRequest) => {
      // Confirming a bonus forfeit is another request body, so it takes another key.
      const request = JSON.stringify([body.amount, body.method_id ?? null, !!body.forfeit_bonus]);
      if (pendingKey.current?.request !== request) {
        pendingKey.current = { request, key: crypto.randomUUID() };
      }
      return requestWithdrawal(client, body, pendingKey.current.key);
    },
    onSuccess: (answer) => {
      pendingKey.current = null;
      applyWithdrawalAnswer(queryClient, answer);
    },
  });
}
