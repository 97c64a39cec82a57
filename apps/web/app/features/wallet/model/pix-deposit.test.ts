import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMinutesSeconds } from '~/lib/countdown';
import type { ConnectionState } from '~/lib/realtime/realtime-types';
import {
  becamePaid,
  initialPixDeposit,
  isPixExpired,
  PIX_EXPIRY_MS,
  PIX_STATUS_POLL_MS,
  PIX_STATUS_SLOW_POLL_MS,
  type PixChargeAnswer,
  type PixDepositEvent,
  pixDepositReducer,
  type PixDepositState,
  pixExpiresAt,
  remainingSeconds,
  paymentStatusPollMs,
} from './pix-deposit';

const START = Date.parse('2025-03-10T12:00:00Z');
const ANSWER: PixChargeAnswer = {
  status: true,
  transaction_id: 'tx-1',
  qrcode: '00020101021226…6304ABCD',
  amount: 5_000,
};

function run(events: PixDepositEvent[], from: PixDepositState = initialPixDeposit) {
  return events.reduce(pixDepositReducer, from);
}

/** A charge of R$ 50 on screen, generated at the fake clock's now. */
function showing(answer: PixChargeAnswer = ANSWER): PixDepositState {
  return run([
    { type: 'generate', requestId: 'r1', amount: 5_000 },
    { type: 'generated', requestId: 'r1', answer, now: Date.now() },
  ]);
}

/**
 * What the deposit hook does: a tick every second for the countdown, a status poll every 5 s while
 * the policy says so; `paidTransitions` counts the side effects fired.
 */
function drive(start: PixDepositState, connection: () => ConnectionState | null) {
  let state = start;
  let paidTransitions = 0;
  const polls: number[] = [];
  const dispatch = (event: PixDepositEvent) => {
    const next = pixDepositReducer(state, event);
    if (becamePaid(state, next)) paidTransitions += 1;
    state = next;
  };
  const ticks = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 1_000);
  const poll = setInterval(() => {
    const every = paymentStatusPollMs(state, connection(), Date.now());
    if (every !== null && Date.now() - (polls.at(-1) ?? START) >= every) polls.push(Date.now());
  }, PIX_STATUS_POLL_MS);
  return {
    dispatch,
    get state() {
      return state;
    },
    get paidTransitions() {
      return paidTransitions;
    },
    polls,
    stop() {
      clearInterval(ticks);
      clearInterval(poll);
    },
  };
}

describe('the PIX deposit', () => {
  beforeEach(() => vi.useFakeTimers({ now: START }));
  afterEach(() => vi.useRealTimers());

  describe('generating a charge', () => {
    it('goes from idle through generating to showing the charge', () => {
      const generating = run([{ type: 'generate', requestId: 'r1', amount: 5_000 }]);
      expect(generating).toEqual({ phase: 'generating', requestId: 'r1', amount: 5_000 });
      expect(showing()).toEqual({
        phase: 'showing',
        charge: { transactionId: 'tx-1', payload: ANSWER.qrcode, amount: 5_000 },
        expiresAt: START + PIX_EXPIRY_MS,
      });
    });

    it('asks for one charge however often the button is tapped', () => {
      const state = run([
        { type: 'generate', requestId: 'r1', amount: 5_000 },
        { type: 'generate', requestId: 'r2', amount: 5_000 },
      ]);
      expect(state).toMatchObject({ phase: 'generating', requestId: 'r1' });
    });

    it('keeps the requested amount when the answer does not repeat it', () => {
      const state = showing({ status: true, transaction_id: 'tx-1', qrcode: 'PIX' });
      expect(state).toMatchObject({ charge: { amount: 5_000 } });
    });

    it('shows the server message of a false status', () => {
      const state = showing({ status: false, message: 'Limite diário atingido' });
      expect(state).toEqual({ phase: 'failed', message: 'Limite diário atingido' });
    });

    it.each([
      ['a false status without a message', { status: false }],
      ['a false status with a blank message', { status: false, message: '  ' }],
      ['an answer without a payload', { status: true, transaction_id: 'tx-1' }],
    ])('has no server message for %s (the page says "Erro desconhecido")', (_, answer) => {
      expect(showing(answer)).toEqual({ phase: 'failed', message: null });
    });

    it('fails with the call’s own message when the request fails', () => {
      const state = run([
        { type: 'generate', requestId: 'r1', amount: 5_000 },
        { type: 'generationFailed', requestId: 'r1', message: 'Sem conexão' },
      ]);
      expect(state).toEqual({ phase: 'failed', message: 'Sem conexão' });
    });

    it('drops the answer to an attempt that was reset or replaced', () => {
      const state = run([
        { type: 'generate', requestId: 'r1', amount: 5_000 },
        { type: 'reset' },
        { type: 'generate', requestId: 'r2', amount: 2_000 },
        { type: 'generated', requestId: 'r1', answer: ANSWER, now: START },
      ]);
      expect(state).toEqual({ phase: 'generating', requestId: 'r2', amount: 2_000 });
      expect(
        run([{ type: 'generated', requestId: 'r1', answer: ANSWER, now: START }], {
          phase: 'idle',
        }),
      ).toEqual({ phase: 'idle' });
    });
  });

  describe('expiry', () => {
    it('expires 5 minutes after the charge was shown, not a moment before', () => {
      const driver = drive(showing(), () => 'connected');
      vi.advanceTimersByTime(PIX_EXPIRY_MS - 1_000);
      expect(driver.state.phase).toBe('showing');
      vi.advanceTimersByTime(1_000);
      expect(driver.state.phase).toBe('expired');
      driver.stop();
    });

    it('follows the server’s expires_at when it sends one', () => {
      const expires_at = new Date(START + 2 * 60_000).toISOString();
      const driver = drive(showing({ ...ANSWER, expires_at }), () => 'connected');
      vi.advanceTimersByTime(2 * 60_000 - 1_000);
      expect(driver.state.phase).toBe('showing');
      vi.advanceTimersByTime(1_000);
      expect(driver.state.phase).toBe('expired');
      driver.stop();
    });

    it('never gives more than 5 minutes, and falls back to them for an unreadable expires_at', () => {
      expect(pixExpiresAt(new Date(START + 60 * 60_000).toISOString(), START)).toBe(
        START + PIX_EXPIRY_MS,
      );
      expect(pixExpiresAt('soon', START)).toBe(START + PIX_EXPIRY_MS);
      expect(pixExpiresAt(null, START)).toBe(START + PIX_EXPIRY_MS);
    });

    it('reads as expired once the time has passed, even before the next tick', () => {
      const state = showing();
      expect(isPixExpired(state, START + PIX_EXPIRY_MS - 1)).toBe(false);
      expect(isPixExpired(state, START + PIX_EXPIRY_MS)).toBe(true);
      expect(isPixExpired(initialPixDeposit, START + PIX_EXPIRY_MS)).toBe(false);
    });

    it('counts the countdown down from 05:00 to 00:00', () => {
      const state = showing();
      const shown = () => formatMinutesSeconds(remainingSeconds(state, Date.now()));
      expect(shown()).toBe('05:00');
      vi.advanceTimersByTime(1);
      expect(shown()).toBe('05:00');
      vi.advanceTimersByTime(999);
      expect(shown()).toBe('04:59');
      vi.advanceTimersByTime(PIX_EXPIRY_MS - 61_000);
      expect(shown()).toBe('01:00');
      vi.advanceTimersByTime(60_000);
      expect(shown()).toBe('00:00');
      expect(remainingSeconds(initialPixDeposit, Date.now())).toBe(0);
    });

    it('can generate a new charge after one expired', () => {
      const expired = run([{ type: 'tick', now: START + PIX_EXPIRY_MS }], showing());
      expect(expired.phase).toBe('expired');
      const again = run([{ type: 'generate', requestId: 'r2', amount: 5_000 }], expired);
      expect(again).toMatchObject({ phase: 'generating', requestId: 'r2' });
    });
  });

  describe('paid, from the event or the poll, whichever comes first, once', () => {
    const approved = (transaction_id?: string) =>
      ({
        type: 'paymentApproved',
        event: { balance: 15_000, amount: 5_000, ...(transaction_id ? { transaction_id } : {}) },
      }) as const;

    it('is paid by the PaymentApproved of this charge, with the new balance', () => {
      expect(run([approved('tx-1')], showing())).toEqual({
        phase: 'paid',
        charge: { transactionId: 'tx-1', payload: ANSWER.qrcode, amount: 5_000 },
        balance: 15_000,
        via: 'event',
      });
    });

    it('ignores the approval of another charge', () => {
      const state = showing();
      expect(run([approved('tx-other')], state)).toBe(state);
    });

    it('takes an approval without an id as paying the charge on screen', () => {
      expect(run([approved()], showing())).toMatchObject({ phase: 'paid', via: 'event' });
      const withoutId = showing({ ...ANSWER, transaction_id: null });
      expect(run([approved('tx-9')], withoutId)).toMatchObject({ phase: 'paid' });
    });

    it('is paid by the status poll when it comes first', () => {
      const state = run(
        [{ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' }],
        showing(),
      );
      expect(state).toMatchObject({ phase: 'paid', balance: null, via: 'poll' });
    });

    it('fires the paid effects exactly once when both paths report it', () => {
      const driver = drive(showing(), () => 'connected');
      driver.dispatch(approved('tx-1'));
      driver.dispatch({ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' });
      driver.dispatch(approved('tx-1'));
      expect(driver.paidTransitions).toBe(1);
      expect(driver.state).toMatchObject({ phase: 'paid', via: 'event' });

      const polledFirst = drive(showing(), () => 'unavailable');
      polledFirst.dispatch({ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' });
      polledFirst.dispatch(approved('tx-1'));
      expect(polledFirst.paidTransitions).toBe(1);
      expect(polledFirst.state).toMatchObject({ phase: 'paid', via: 'poll' });
      driver.stop();
      polledFirst.stop();
    });

    it('never goes from paid back to expired', () => {
      const driver = drive(showing(), () => 'connected');
      vi.advanceTimersByTime(60_000);
      driver.dispatch(approved('tx-1'));
      vi.advanceTimersByTime(PIX_EXPIRY_MS * 2);
      expect(driver.state.phase).toBe('paid');
      driver.stop();
    });

    it('is paid when this charge’s approval arrives just after the countdown ran out', () => {
      const expired = run([{ type: 'tick', now: START + PIX_EXPIRY_MS }], showing());
      expect(run([approved('tx-1')], expired)).toMatchObject({ phase: 'paid' });
      expect(
        run([{ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' }], expired),
      ).toMatchObject({ phase: 'paid', via: 'poll' });
      // An approval naming no charge could be anyone's: an expired charge stays expired.
      expect(run([approved()], expired)).toBe(expired);
    });

    it('keeps showing while the poll says the payment is still waiting', () => {
      const state = showing();
      for (const status of ['waiting_payment', 'pending'] as const) {
        expect(run([{ type: 'statusPolled', transactionId: 'tx-1', status }], state)).toBe(state);
      }
    });

    it.each(['refused', 'refunded', 'chargebacked'] as const)(
      'says why when the payment was %s',
      (status) => {
        const state = run(
          [{ type: 'statusPolled', transactionId: 'tx-1', status, message: 'Outro CPF' }],
          showing(),
        );
        expect(state).toMatchObject({ phase: 'rejected', why: status, message: 'Outro CPF' });
      },
    );

    it('ignores a poll answer about another charge', () => {
      const state = showing();
      expect(run([{ type: 'statusPolled', transactionId: 'tx-2', status: 'paid' }], state)).toBe(
        state,
      );
    });
  });

  describe('reset', () => {
    it('clears show, paid and expiry from any phase', () => {
      const paid = run(
        [{ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' }],
        showing(),
      );
      for (const state of [showing(), paid, { phase: 'failed', message: null } as const]) {
        expect(run([{ type: 'reset' }], state)).toEqual({ phase: 'idle' });
      }
      expect(run([{ type: 'reset' }])).toBe(initialPixDeposit);
    });

    it('does not let a late approval pay a deposit that was reset', () => {
      const state = run(
        [{ type: 'reset' }, { type: 'paymentApproved', event: { balance: 1, amount: 1 } }],
        showing(),
      );
      expect(state).toEqual({ phase: 'idle' });
    });
  });

  describe('the status poll', () => {
    it('asks every 5 s while the socket is not connected, every 15 s while it is', () => {
      let connection: ConnectionState | null = 'connecting';
      const driver = drive(showing(), () => connection);
      vi.advanceTimersByTime(15_000);
      expect(driver.polls).toEqual([START + 5_000, START + 10_000, START + 15_000]);
      // Connected: approvals arrive on the socket; a refusal or refund is still learnt by asking.
      connection = 'connected';
      vi.advanceTimersByTime(15_000);
      expect(driver.polls).toEqual([START + 5_000, START + 10_000, START + 15_000, START + 30_000]);
      expect(PIX_STATUS_SLOW_POLL_MS).toBe(15_000);
      connection = 'unavailable';
      vi.advanceTimersByTime(5_000);
      expect(driver.polls).toHaveLength(5);
      driver.stop();
    });

    it('polls for a tenant without a realtime server', () => {
      expect(paymentStatusPollMs(showing(), null, START)).toBe(PIX_STATUS_POLL_MS);
    });

    it('stops once the charge is paid or expired, and never polls before one is shown', () => {
      const driver = drive(showing(), () => 'disconnected');
      vi.advanceTimersByTime(PIX_EXPIRY_MS + 30_000);
      expect(driver.polls).toHaveLength(PIX_EXPIRY_MS / PIX_STATUS_POLL_MS - 1);
      expect(driver.state.phase).toBe('expired');
      driver.stop();

      const paid = run(
        [{ type: 'statusPolled', transactionId: 'tx-1', status: 'paid' }],
        showing(),
      );
      expect(paymentStatusPollMs(paid, 'failed', START)).toBeNull();
      expect(paymentStatusPollMs(initialPixDeposit, 'failed', START)).toBeNull();
      expect(
        paymentStatusPollMs({ phase: 'generating', requestId: 'r', amount: 1 }, 'failed', START),
      ).toBeNull();
    });
  });
});
