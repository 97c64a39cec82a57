import { useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '~/lib/realtime/realtime-provider';
import { walletKeys } from '../api/wallet-keys';
import { walletAfterEvent } from '../model/newest-wallet';

/**
 * The wallet follows the player's own channel: a `BalanceUpdated` writes the new balances into the
 * cache the header reads, without a request — unless it is older than what is shown (its
 * `sequence`: one player's events may arrive out of order). After the socket comes back from a drop, the wallet
 * is fetched again: movements may have been missed meanwhile. (The game's round message still
 * refreshes it too, for tenants without a realtime server.)
 */
export function useSyncWalletChannel(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('player', 'BalanceUpdated', (event) => {
    const queryKey = walletKeys.balance();
    // A fetch still on its way would answer with a balance older than this event's.
    void queryClient.cancelQueries({ queryKey }).then(() => {
      const wallet = queryClient.getQueryData<Wallet>(queryKey);
      if (!wallet) {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      const next = walletAfterEvent(wallet, event);
      if (next) queryClient.setQueryData<Wallet>(queryKey, next);
    });
  });

  useRealtimeReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  });
}
