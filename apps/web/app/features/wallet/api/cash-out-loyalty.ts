import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { applyWalletAnswer } from './wallet-cache';

const walletSchemas = () => import('@vitrine/contract/wallet.ts');

/**
 * `POST /wallet/loyalty/cashout` (signed in, issue 36): moves `amount` centavos from the loyalty
 * wallet into cash, one ledger row on each side.
 */
export async function cashOutLoyalty(client: HttpClient, amount: number, idempotencyKey: string) {
  const { loyaltyCashoutResponseSchema } = await walletSchemas();
  return client.post('/wallet/loyalty/cashout', {
    body: { amount },
    schema: loyaltyCashoutResponseSchema,
    idempotencyKey,
    // The dialog shows the refusal next to the amount.
    reportErrors: false,
  });
}

/** One key per cash-out the player means: a retry of the same amount never moves it twice. */
export function useLoyaltyCashout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pendingKey = useRef<{ amount: number; key: string } | null>(null);
  return useMutation({
    mutationFn: (amount: number) => {
      if (pendingKey.current?.amount !== amount) {
        pendingKey.current = { amount, key: crypto.randomUUID() };
      }
      return cashOutLoyalty(client, amount, pendingKey.current.key);
    },
    onSuccess: (answer) => {
      pendingKey.current = null;
      applyWalletAnswer(queryClient, answer.wallet);
    },
  });
}
