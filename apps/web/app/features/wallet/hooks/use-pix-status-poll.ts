import { type Dispatch, useEffect } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useRealtimeConnectionState } from '~/lib/realtime/realtime-provider';
import { consultPixStatus } from '../api/consult-pix-status';
import {
  type PixDepositEvent,
  type PixDepositState,
  paymentStatusPollMs,
} from '../model/pix-deposit';

/**
 * Asks `consult-status-transaction` while the shown charge is payable: every 5 s when the socket
 * that would bring PaymentApproved is not connected (or there is none), every 15 s when it is, for
 * the refusals the socket does not carry. The reducer takes whichever of the event and the poll
 * comes first, once.
 */
export function usePixStatusPoll(
  state: PixDepositState,
  now: number,
  dispatch: Dispatch<PixDepositEvent>,
): void {
  const client = useApiClient();
  const connection = useRealtimeConnectionState();
  const polledId = state.phase === 'showing' ? state.charge.transactionId : null;
  const every = paymentStatusPollMs(state, connection, now);
  useEffect(() => {
    if (every === null || polledId === null) return;
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
    }, every);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [every, polledId, client, dispatch]);
}
