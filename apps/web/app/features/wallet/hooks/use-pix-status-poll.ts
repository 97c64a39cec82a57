import { type Dispatch, useEffect } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useRealtimeConnectionState } from '~/lib/realtime/realtime-provider';
import { consultPixStatus } from '../api/consult-pix-status';
import {
  PIX_STATUS_POLL_MS,
  type PixDepositEvent,
  type PixDepositState,
  shouldPollPaymentStatus,
} from '../model/pix-deposit';

/**
 * Asks `consult-status-transaction` every 5 s while the shown charge is payable and the socket
 * that would bring PaymentApproved is not connected (or there is none); the reducer takes
 * whichever of the event and the poll comes first, once.
 */
export function usePixStatusPoll(
  state: PixDepositState,
  now: number,
  dispatch: Dispatch<PixDepositEvent>,
): void {
  const client = useApiClient();
  const connection = useRealtimeConnectionState();
  const polledId = state.phase === 'showing' ? state.charge.transactionId : null;
  const poll = shouldPollPaymentStatus(state, connection, now);
  useEffect(() => {
    if (!poll || polledId === null) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      consultPixStatus(client, polledId, controller.signal).then(
        (answer) =>
          dispatch({
            type: 'statusPolled',
            transactionId: polledId,
            // A charge the platform calls expired is left to the local clock's own expiry.
            status: answer.status === 'expired' ? 'waiting_payment' : answer.status,
          }),
        () => {},
      );
    }, PIX_STATUS_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [poll, polledId, client, dispatch]);
}
