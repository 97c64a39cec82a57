import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { useRealtimeConnectionState } from '~/lib/realtime/realtime-provider';
import { consultPixStatus } from '../api/consult-pix-status';
import { applyBalanceReport } from '../api/wallet-cache';
import {
  type PixDepositEvent,
  type PixDepositState,
  paymentStatusPollMs,
} from '../model/pix-deposit';

/**
 * Asks `consult-status-transaction` while the shown charge is payable: every 5 s until the socket
 * that would bring PaymentApproved has been connected a while (or when there is none), every 15 s
 * after, for the refusals the socket does not carry. The reducer takes whichever of the event and
 * the poll comes first, once. A paid status carries the balance after it, which the header shows at
 * once unless a newer movement is already shown (the wallet is fetched again on paid).
 */
export function usePixStatusPoll(
  state: PixDepositState,
  now: number,
  dispatch: Dispatch<PixDepositEvent>,
): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const connection = useRealtimeConnectionState();
  const polledId = state.phase === 'showing' ? state.charge.transactionId : null;
  // When the socket last changed state, to the deposit clock's second (set while rendering).
  const [since, setSince] = useState({ connection, at: now });
  if (since.connection !== connection) setSince({ connection, at: now });
  const connectedAt = connection === 'connected' ? since.at : null;
  const every = paymentStatusPollMs(state, connection, connectedAt, now);
  useEffect(() => {
    if (every === null || polledId === null) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      consultPixStatus(client, polledId, controller.signal).then(
        (answer) => {
          if (answer.balance !== undefined) {
            applyBalanceReport(queryClient, { balance: answer.balance, sequence: answer.sequence });
          }
          dispatch({
            type: 'statusPolled',
            transactionId: polledId,
            // A charge the platform calls expired is left to the local clock's own expiry.
            status: answer.status === 'expired' ? 'waiting_payment' : answer.status,
          });
        },
        () => {},
      );
    }, every);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [every, polledId, client, queryClient, dispatch]);
}
