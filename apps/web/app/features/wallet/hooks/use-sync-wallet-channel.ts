import { useQueryClient } from '@tanstack/react-query';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import {
  useRealtimeEvent,
  useRealtimePlayerJoined,
  useRealtimeReconnected,
} from '~/lib/realtime/realtime-provider';
import { applyBalanceReport } from '../api/wallet-cache';
import { walletKeys } from '../api/wallet-keys';
import { walletAfterReport } from '../model/newest-wallet';

/**
 * The wallet follows the player's own channel: a `BalanceUpdated` writes the new balances into the
 * cache the header reads, without a request — unless it is older than what is shown (its
 * `sequence`, weighed as the answers that move the balance are: one player's events may arrive out
 * of order). After the socket comes back from a drop, and when the player's own channel is first
 * joined, the wallet is fetched again: movements may have been missed meanwhile. (The game's round message still refreshes it too, for tenants without
 * a realtime server.)
 */
export function useSyncWalletChannel(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('player', 'BalanceUpdated', (event) => {
    const queryKey = walletKeys.balance();
    const wallet = queryClient.getQueryData<Wallet>(queryKey);
    // Only an event that applies cancels a fetch on its way, which may predate its movement.
    if (wallet && !walletAfterReport(wallet, event)) return;
    void queryClient.cancelQueries({ queryKey }).then(() => {
      if (!applyBalanceReport(queryClient, event)) void queryClient.invalidateQueries({ queryKey });
    });
  });

  const fetchAgain = () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };
  useRealtimeReconnected(fetchAgain);
  useRealtimePlayerJoined(fetchAgain);
}
