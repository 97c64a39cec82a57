import type { PaymentApprovedEvent } from '@vitrine/contract/realtime.ts';
import { secondsLeft } from '~/lib/countdown';
import type { ConnectionState } from '~/lib/realtime/realtime-types';

// §4 "PIX deposit" as a pure reducer: the hook feeds it the API's answers, the player channel's
// `PaymentApproved` and the status poll, each with the time it happened (the injected clock).

/** §9 Payments: a PIX charge expires 5 minutes after it is shown. */
export const PIX_EXPIRY_MS = 5 * 60_000;

/**
 * How often `consult-status-transaction` is asked while the socket cannot tell us. A player who
 * paid in the bank app and switched back sees "paid" within a few seconds, and a whole 5-minute
 * charge costs at most 60 small requests per player — the socket stays the main path.
 */
export const PIX_STATUS_POLL_MS = 5_000;
/** While the socket is connected: only refusals and refunds are left to learn by asking. */
export const PIX_STATUS_SLOW_POLL_MS = 15_000;
/**
 * How long after the socket connects its approvals are trusted: the player's channel is joined a
 * moment later (realtime-session's PLAYER_CHANNELS_DELAY_MS, then its auth call), and an approval
 * published before that join never arrives.
 */
export const PIX_SOCKET_SETTLE_MS = 10_000;

/** §4 "Payment statuses". */
export const PAYMENT_STATUSES = [
  'paid',
  'waiting_payment',
  'pending',
  'refused',
  'refunded',
  'chargebacked',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment that came back instead of landing: the deposit says why. */
export type PaymentRejection = 'refused' | 'refunded' | 'chargebacked';

/** The charge the player pays: what the QR code and the copia-e-cola text are drawn from. */
export interface PixCharge {
  /** The charge's id; PaymentApproved and the status poll name it. Null if the PSP gave none. */
  transactionId: string | null;
  /** The BR Code ("copia e cola"). */
  payload: string;
  /** Centavos. */
  amount: number;
  /** Issue 37: what the charge's coupon adds to the bonus balance once paid (absent: none). */
  couponBonus?: number;
}

/** What `POST /main-gateway/qrcode-pix` answers, as far as the deposit needs it. */
export interface PixChargeAnswer {
  status?: boolean;
  message?: string | null;
  transaction_id?: string | null;
  /** The BR Code ("copia e cola"), as `POST /main-gateway/qrcode-pix` names it. */
  qrcode?: string | null;
  amount?: number | null;
  expires_at?: string | null;
  /** Issue 37: what the coupon adds once paid. */
  coupon_bonus?: number | null;
}

export type PixDepositState =
  | { phase: 'idle' }
  | { phase: 'generating'; requestId: string; amount: number }
  | { phase: 'showing'; charge: PixCharge; expiresAt: number }
  | {
      phase: 'paid';
      charge: PixCharge;
      /** The balance after the deposit, when the event told it (the poll does not). */
      balance: number | null;
      via: 'event' | 'poll';
    }
  | { phase: 'expired'; charge: PixCharge }
  /**
   * §8 PIX call: the server's message (§8's words when no answer came at all), or null for
   * 'Erro desconhecido'.
   */
  | { phase: 'failed'; message: string | null }
  | { phase: 'rejected'; charge: PixCharge; why: PaymentRejection; message: string | null };

export type PixDepositEvent =
  /** The player asked for a charge of `amount` centavos; `requestId` names this attempt. */
  | { type: 'generate'; requestId: string; amount: number }
  | { type: 'generated'; requestId: string; answer: PixChargeAnswer; now: number }
  /** The call itself failed (network, HTTP error): its message, if it has one to show. */
  | { type: 'generationFailed'; requestId: string; message: string | null }
  | { type: 'paymentApproved'; event: PaymentApprovedEvent }
  | {
      type: 'statusPolled';
      transactionId: string | null;
      status: PaymentStatus;
      message?: string | null;
    }
  /** The clock moved on: a shown charge whose time is up expires. */
  | { type: 'tick'; now: number }
  /** §4: reset clears show, paid and expiry. */
  | { type: 'reset' };

export const initialPixDeposit: PixDepositState = { phase: 'idle' };

function serverMessage(message: string | null | undefined): string | null {
  const text = message?.trim();
  return text ? text : null;
}

/**
 * When the charge stops being payable: the server's `expires_at` when it sent one, else 5 minutes
 * from now. Never later than 5 minutes from now: a phone whose clock runs behind would otherwise
 * show a charge as payable after the bank already refuses it.
 */
export function pixExpiresAt(expiresAt: string | null | undefined, now: number): number {
  const latest = now + PIX_EXPIRY_MS;
  const fromServer = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  return Number.isNaN(fromServer) ? latest : Math.min(fromServer, latest);
}

/** The charge in a `qrcode-pix` answer, or the failure it stands for. */
export function readPixChargeAnswer(
  answer: PixChargeAnswer,
  requestedAmount: number,
): { ok: true; charge: PixCharge } | { ok: false; message: string | null } {
  // §7: a false status with a message is an error.
  if (answer.status === false) return { ok: false, message: serverMessage(answer.message) };
  const payload = answer.qrcode?.trim();
  if (!payload) return { ok: false, message: serverMessage(answer.message) };
  return {
    ok: true,
    charge: {
      transactionId: answer.transaction_id ?? null,
      payload,
      amount: answer.amount ?? requestedAmount,
      ...(answer.coupon_bonus ? { couponBonus: answer.coupon_bonus } : {}),
    },
  };
}

/** Whether an approval or a status names this charge. */
function namesCharge(charge: PixCharge, transactionId: string | null | undefined): boolean {
  return transactionId != null && transactionId === charge.transactionId;
}

/** Whether a PaymentApproved pays the charge on screen (or one that has just run out). */
function approvalPays(state: PixDepositState, event: PaymentApprovedEvent): boolean {
  if (state.phase === 'showing') {
    // Without ids on both sides, the only charge the player can be paying is the one shown.
    if (event.transaction_id == null || state.charge.transactionId == null) return true;
    return namesCharge(state.charge, event.transaction_id);
  }
  // Paid at 4:59 in the bank and told a moment late: the money landed, so the deposit is paid.
  return state.phase === 'expired' && namesCharge(state.charge, event.transaction_id);
}

function pollConcerns(state: PixDepositState, transactionId: string | null): boolean {
  if (state.phase !== 'showing' && state.phase !== 'expired') return false;
  if (state.charge.transactionId == null || transactionId == null) return state.phase === 'showing';
  return namesCharge(state.charge, transactionId);
}

export function pixDepositReducer(state: PixDepositState, event: PixDepositEvent): PixDepositState {
  switch (event.type) {
    case 'generate':
      // A second tap while the first charge is on its way does not ask for two.
      if (state.phase === 'generating') return state;
      return { phase: 'generating', requestId: event.requestId, amount: event.amount };

    case 'generated': {
      // An answer to an attempt the player has since reset or replaced is dropped.
      if (state.phase !== 'generating' || state.requestId !== event.requestId) return state;
      const read = readPixChargeAnswer(event.answer, state.amount);
      if (!read.ok) return { phase: 'failed', message: read.message };
      return {
        phase: 'showing',
        charge: read.charge,
        expiresAt: pixExpiresAt(event.answer.expires_at, event.now),
      };
    }

    case 'generationFailed':
      if (state.phase !== 'generating' || state.requestId !== event.requestId) return state;
      return { phase: 'failed', message: serverMessage(event.message) };

    case 'paymentApproved':
      // Exactly once: a paid deposit ignores the duplicate from the other path.
      if (!approvalPays(state, event.event)) return state;
      if (state.phase !== 'showing' && state.phase !== 'expired') return state;
      return { phase: 'paid', charge: state.charge, balance: event.event.balance, via: 'event' };

    case 'statusPolled': {
      if (!pollConcerns(state, event.transactionId)) return state;
      if (state.phase !== 'showing' && state.phase !== 'expired') return state;
      if (event.status === 'paid') {
        return { phase: 'paid', charge: state.charge, balance: null, via: 'poll' };
      }
      if (
        event.status === 'refused' ||
        event.status === 'refunded' ||
        event.status === 'chargebacked'
      ) {
        return {
          phase: 'rejected',
          charge: state.charge,
          why: event.status,
          message: serverMessage(event.message),
        };
      }
      return state;
    }

    case 'tick':
      if (state.phase !== 'showing' || event.now < state.expiresAt) return state;
      return { phase: 'expired', charge: state.charge };

    case 'reset':
      return state.phase === 'idle' ? state : initialPixDeposit;
  }
}

/** True on the one transition into paid: where confetti, analytics and the balance refresh go. */
export function becamePaid(previous: PixDepositState, next: PixDepositState): boolean {
  return previous.phase !== 'paid' && next.phase === 'paid';
}

/** §4: expired once the expiry time has passed (before the next tick has said so). */
export function isPixExpired(state: PixDepositState, now: number): boolean {
  if (state.phase === 'expired') return true;
  return state.phase === 'showing' && now >= state.expiresAt;
}

/** Whole seconds the shown charge can still be paid (0 in any other phase). */
export function remainingSeconds(state: PixDepositState, now: number): number {
  return state.phase === 'showing' ? secondsLeft(state.expiresAt, now) : 0;
}

/**
 * How often to ask `consult-status-transaction` about the charge on screen, or null not to: every
 * 5 s while the socket that would bring PaymentApproved is not connected (or the tenant has none:
 * `null`) or has been connected for less than PIX_SOCKET_SETTLE_MS (`connectedAt`: when it last
 * became connected); every 15 s after that — the socket brings only approvals, so a refused or
 * refunded payment (paid from another CPF) is learnt by asking.
 */
export function paymentStatusPollMs(
  state: PixDepositState,
  connection: ConnectionState | null,
  connectedAt: number | null,
  now: number,
): number | null {
  if (state.phase !== 'showing' || isPixExpired(state, now)) return null;
  const settled =
    connection === 'connected' && connectedAt !== null && now - connectedAt >= PIX_SOCKET_SETTLE_MS;
  return settled ? PIX_STATUS_SLOW_POLL_MS : PIX_STATUS_POLL_MS;
}
