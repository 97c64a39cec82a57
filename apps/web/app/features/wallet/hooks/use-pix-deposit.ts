import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@vitrine/contract/user.ts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '~/lib/api-client-context';
import { useRealtimeEvent } from '~/lib/realtime/realtime-provider';
import { createPixCharge } from '../api/create-pix-charge';
import { failureMessage } from '../api/refusal-message';
import { walletKeys } from '../api/wallet-keys';
import { launchDepositConfetti } from '../components/deposit-confetti';
import { depositDataLayerEvents, type DepositDataLayerEvent } from '../model/analytics';
import { initialPixDeposit, type PixCharge, pixDepositReducer } from '../model/pix-deposit';
import { usePixStatusPoll } from './use-pix-status-poll';

export interface DepositAnalytics {
  gtmId: string | null;
  /** The session knows no birth date: it goes as null unless the caller has one. */
  player:
    (Pick<User, 'id' | 'name' | 'email' | 'username'> & Partial<Pick<User, 'birth_date'>>) | null;
  depositCount: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function pushToDataLayer(events: DepositDataLayerEvent[]): void {
  if (events.length === 0) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(...events);
}

function analyticsPlayer(player: NonNullable<DepositAnalytics['player']>) {
  return { ...player, birth_date: player.birth_date ?? null };
}

/**
 * §4 "PIX deposit": generates a charge, counts it down, and learns it was paid from the player's
 * channel (`PaymentApproved`) or from the status poll. On paid the wallet is fetched again (the
 * header follows) and the tag manager hears of it.
 */
export function usePixDeposit(analytics: DepositAnalytics) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(pixDepositReducer, initialPixDeposit);
  const [now, setNow] = useState(() => Date.now());
  const [demoBankUrl, setDemoBankUrl] = useState<string | null>(null);
  const attempt = useRef(0);
  // The charge whose payment was already acted on: paid is acted on once, whichever path said it.
  const paidHandled = useRef<PixCharge | null>(null);
  const latestAnalytics = useRef(analytics);
  useEffect(() => {
    latestAnalytics.current = analytics;
  });

  const generate = useCallback(
    (amount: number, coupon: string | null = null) => {
      attempt.current += 1;
      const requestId = String(attempt.current);
      setDemoBankUrl(null);
      dispatch({ type: 'generate', requestId, amount });
      createPixCharge(client, amount, undefined, coupon).then(
        (answer) => {
          setDemoBankUrl(answer.demo_bank_url ?? null);
          setNow(Date.now());
          dispatch({ type: 'generated', requestId, answer, now: Date.now() });
          const { player, gtmId, depositCount } = latestAnalytics.current;
          if (player) {
            const charge = { amount: answer.amount, transactionId: answer.transaction_id };
            pushToDataLayer(
              depositDataLayerEvents({
                moment: 'generated',
                gtmId,
                charge,
                depositCount,
                player: analyticsPlayer(player),
              }),
            );
          }
        },
        (error: unknown) =>
          dispatch({ type: 'generationFailed', requestId, message: failureMessage(error, t) }),
      );
    },
    [client, t],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  useRealtimeEvent('player', 'PaymentApproved', (event) =>
    dispatch({ type: 'paymentApproved', event }),
  );

  // The countdown: the clock moves on every second while a charge is on screen.
  const showing = state.phase === 'showing';
  useEffect(() => {
    if (!showing) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      dispatch({ type: 'tick', now: time });
    }, 1000);
    return () => clearInterval(timer);
  }, [showing]);

  usePixStatusPoll(state, now, dispatch);

  // On the one transition into paid: the balance moved, and the tag manager is told.
  const paidCharge = state.phase === 'paid' ? state.charge : null;
  useEffect(() => {
    if (!paidCharge || paidHandled.current === paidCharge) return;
    paidHandled.current = paidCharge;
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    launchDepositConfetti().catch(() => {});
    const { player, gtmId, depositCount } = latestAnalytics.current;
    if (player) {
      pushToDataLayer(
        depositDataLayerEvents({
          moment: 'paid',
          gtmId,
          charge: paidCharge,
          depositCount,
          player: analyticsPlayer(player),
        }),
      );
    }
  }, [paidCharge, queryClient]);

  return { state, now, demoBankUrl, generate, reset };
}
