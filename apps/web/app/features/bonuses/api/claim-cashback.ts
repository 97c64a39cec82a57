import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CashbackEntry,
  CashbackResponse,
  cashbackClaimResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useRef } from 'react';
import type { z } from 'zod';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { bonusKeys, bonusSchemas } from './bonus-keys';

type CashbackClaimResponse = z.infer<typeof cashbackClaimResponseSchema>;

/**
 * `POST /bonuses/cashback/claim` (signed in, idempotent): exactly once a claim. The
 * `Idempotency-Key` is the caller's: a retry after a lost answer never pays twice.
 */
export async function claimCashback(
  client: HttpClient,
  cashbackId: number,
  idempotencyKey: string,
): Promise<CashbackClaimResponse> {
  const { cashbackClaimResponseSchema } = await bonusSchemas();
  return client.post('/bonuses/cashback/claim', {
    body: { cashback_id: cashbackId },
    schema: cashbackClaimResponseSchema,
    idempotencyKey,
    // The card says why in its own words.
    reportErrors: false,
  });
}

/** The cached answer with one entry replaced by what the claim answered. */
function withEntry(cached: CashbackResponse, entry: CashbackEntry, amount: number) {
  return {
    ...cached,
    entries: cached.entries.map((each) => (each.id === entry.id ? entry : each)),
    total: Math.max(0, cached.total - amount),
    claimable: Math.max(0, cached.claimable - amount),
  };
}

/**
 * Claims an entry's next part. One key per part the player means (entry and claim number): asking
 * again after a failure reuses it; the next part takes a new one.
 */
export function useClaimCashback(onWallet: (wallet: Wallet) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const pending = useRef<{ part: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (entry: Pick<CashbackEntry, 'id' | 'claimed'>) => {
      const part = `${entry.id}:${entry.claimed}`;
      if (pending.current?.part !== part) pending.current = { part, key: crypto.randomUUID() };
      return claimCashback(client, entry.id, pending.current.key);
    },
    onSuccess: (answer) => {
      pending.current = null;
      onWallet(answer.wallet);
      queryClient.setQueryData<CashbackResponse>(bonusKeys.cashback(), (cached) =>
        cached ? withEntry(cached, answer.entry, answer.amount) : cached,
      );
      return queryClient.invalidateQueries({ queryKey: bonusKeys.cashback() });
    },
  });
}
