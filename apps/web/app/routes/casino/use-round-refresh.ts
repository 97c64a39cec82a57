import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PlayedRound } from '~/features/casino/components/game-screen/game-stage';
import { profileKeys } from '~/features/profile/api/profile-keys';
import { walletKeys } from '~/features/wallet/api/wallet-keys';

/**
 * Where the game meets the wallet: a real-money round moved the balance and the wagered total, so
 * the header's balance and VIP progress are fetched again. Demo rounds play on demo credits and
 * change neither.
 */
export function useRoundRefresh(): (round: PlayedRound) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (round: PlayedRound) => {
      if (round.mode !== 'real') return;
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.vip() });
    },
    [queryClient],
  );
}
