import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnected } from '~/lib/realtime/realtime-provider';
import { referralKeys } from '../api/referral-keys';

/**
 * A referral qualifies on the referred player's first deposit, and the platform then sends the
 * referrer a `BalanceUpdated` and a notification (docs/design/vip-referrals-plan.md): either one
 * has the list fetched again, so the referrer sees it qualify without a reload. So does a socket
 * back from a drop.
 */
export function useSyncReferralChannels(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: referralKeys.all });
  useRealtimeEvent('player', 'BalanceUpdated', refresh);
  useRealtimeEvent('player', 'NotificationSent', refresh);
  useRealtimeReconnected(refresh);
}
