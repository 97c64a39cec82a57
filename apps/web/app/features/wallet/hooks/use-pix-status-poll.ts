import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import {
  useRealtimeConnectionState,
  useRealtimeReconnected,
} from '~/lib/realtime/realtime-provider';
import { consultPixStatus } from '../api/consult-pix-status';
import { applyBalanceReport } from '../api/wallet-cache';
import {
  type PixDepositEvent,
  type PixDepositState,
  paymentStatusPollMs,
} from '../model/pix-deposit';

/** One `consult-status-transaction` for the shown charge, its answer handed to the reducer. */
function askPixStatus(
  client: HttpClient,
  queryClient: QueryClient,
  dispatch: Dispatch<PixDepositEvent>,
  transactionId: string,
  signal?: AbortSignal,
): void {
  consultPixStatus(client, transactionId, signal).then(
    (answer) => {
      if (answer.balance !== undefined) {
        applyBalanceReport(queryClient, { balance: answer.balance, sequence: answer.sequence });
      }
      dispatch({
        type: 'statusPolled',
        transactionId,
        // A charge the platform calls expired is left to the local clock's own expiry.
        status: answer.status === 'expired' ? 'waiting_payment' : answer.status,
      });
    },
    () => {},
  );
}

/**
 * Asks `consult-status-transaction` while the shown charge is payable: every 5 s until the socket
 * that would bring PaymentApproved has been connected a while (or when there is none), every 15 s
 * after, for the refusals the socket does not carry. The reducer takes whichever of the event and
 * the poll comes first, once. A paid status carries the balance after it, which the header shows at
 * once unless a newer movement is already shown (the wallet is fetched again on paid). When the
 * socket comes back from a drop it asks at once: a PaymentApproved published meanwhile is lost.
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
    const timer = setInterval(
      () => askPixStatus(client, queryClient, dispatch, polledId, controller.signal),
      every,
    );
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [every, polledId, client, queryClient, dispatch]);

  useRealtimeReconnected(() => {
    if (every !== null && polledId !== null) askPixStatus(client, queryClient, dispatch, polledId);
  });
}
