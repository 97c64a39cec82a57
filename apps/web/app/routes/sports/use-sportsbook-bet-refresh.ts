import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { profileKeys } from '~/features/profile/api/profile-keys';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { useRealtimeConnected } from '~/lib/realtime/realtime-provider';

/**
 * Where the sportsbook meets the wallet. A bet moves money on the platform (Betby's bet/make), and
 * the header's balance learns of it from the player's channel (BalanceUpdated) — when there is a
 * socket. Without one (no realtime server, or the socket down), each report of the widget's bet
 * slip (`onBetSlipStateChange`: a bet sent or the slip changed; Betby's payload says no more)
 * fetches the balance and the VIP progress again, as a casino round does (use-round-refresh.ts).
 */
export function useSportsbookBetRefresh(): (state: unknown) => void {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  return useCallback(() => {
    if (connected) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.balance() });
    void queryClient.invalidateQueries({ queryKey: profileKeys.vip() });
  }, [connected, queryClient]);
}
