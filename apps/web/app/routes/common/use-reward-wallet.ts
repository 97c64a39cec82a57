import { useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useCallback } from 'react';
import { walletKeys } from '~/features/wallet/api/wallet-keys';

/**
 * A reward paid (a mission's loyalty or cash, issue 36): its answer's wallet becomes the header's
 * balance at once, and the histories are fetched again when next shown.
 */
export function useRewardWallet(): (wallet: Wallet) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (wallet: Wallet) => {
      queryClient.setQueryData<Wallet>(walletKeys.balance(), wallet);
      void queryClient.invalidateQueries({
        queryKey: walletKeys.all,
        refetchType: 'none',
        predicate: (query) => query.queryKey[1] !== 'balance',
      });
    },
    [queryClient],
  );
}
