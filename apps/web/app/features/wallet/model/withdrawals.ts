import type { User } from '@vitrine/contract/user.ts';
import {
  type PixKeyType,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '@vitrine/contract/withdrawals.ts';
import { normalizePixKey } from '@vitrine/contract/validation/pix-key.ts';
import { normalizeCpf } from '@vitrine/contract/validation/rules.ts';

// ─── Statuses (§4 "Withdrawal status numbers") ─────────────────────────────────────────────────

/** 0 → 'pending' … 5 → 'under_analysis'; null for a number the spec does not know. */
export function withdrawalStatus(code: number): WithdrawalStatus | null {
  return Number.isInteger(code) ? (WITHDRAWAL_STATUSES[code] ?? null) : null;
}

/** The status label's key in the `wallet` namespace (an unknown number gets a neutral label). */
export function withdrawalStatusLabelKey(code: number): string {
  return `withdrawal.status.${withdrawalStatus(code) ?? 'unknown'}`;
}

/**
 * §4: the player may cancel a withdrawal "in process" — one still waiting for the operator
 * (pending). Once it is being processed or analysed the money may already be on its way.
 */
export function canCancelWithdrawal(code: number): boolean {
  return withdrawalStatus(code) === 'pending';
}

// ─── Gates (§5 "Withdrawal") ────────────────────────────────────────────────────────────────────

/** Where a player verifies their e-mail and phone, and sends documents (§2; unprefixed paths). */
export const WITHDRAWAL_GATE_PATHS = {
  contact: '/user/edit/access-data',
  documents: '/user/edit/verification',
} as const;

export type WithdrawalGate =
  | {
      gate: 'contact';
      missing: 'email_and_phone' | 'email' | 'phone';
      messageKey: string;
      path: (typeof WITHDRAWAL_GATE_PATHS)['contact'];
    }
  | {
      gate: 'documents';
      kycStatus: Exclude<User['kyc_status'], 'approved'>;
      messageKey: string;
      path: (typeof WITHDRAWAL_GATE_PATHS)['documents'];
    };

const CONTACT_MESSAGE = {
  email_and_phone: 'withdrawal.gate.emailAndPhone',
  email: 'withdrawal.gate.email',
  phone: 'withdrawal.gate.phone',
} as const;

const DOCUMENTS_MESSAGE = {
  none: 'withdrawal.gate.documents',
  rejected: 'withdrawal.gate.documentsRejected',
  pending: 'withdrawal.gate.documentsPending',
} as const;

/**
 * What stops the player from withdrawing, or null: first the e-mail and phone must be verified
 * (§5), then — when the tenant requires KYC — the documents must be approved.
 */
export function withdrawalGate(
  player: Pick<User, 'email_verified_at' | 'phone_verified_at' | 'kyc_status'>,
  tenant: { kyc: boolean },
): WithdrawalGate | null {
  const email = player.email_verified_at === null;
  const phone = player.phone_verified_at === null;
  if (email || phone) {
    const missing = email && phone ? 'email_and_phone' : email ? 'email' : 'phone';
    return {
      gate: 'contact',
      missing,
      messageKey: CONTACT_MESSAGE[missing],
      path: WITHDRAWAL_GATE_PATHS.contact,
    };
  }
  if (tenant.kyc && player.kyc_status !== 'approved') {
    return {
      gate: 'documents',
      kycStatus: player.kyc_status,
      messageKey: DOCUMENTS_MESSAGE[player.kyc_status],
      path: WITHDRAWAL_GATE_PATHS.documents,
    };
  }
  return null;
}

// ─── PIX keys (`POST wallet/withdraw/method`) ───────────────────────────────────────────────────

export type PixKeyProblem = 'required' | 'cpf' | 'email' | 'phone' | 'random' | 'notOwnCpf';

/**
 * Whether a CPF key is the player's own CPF. The user carries it masked (`***.456.789-**`), so the
 * visible digits must match; a full CPF must match whole. A player without a CPF on file cannot be
 * checked here: the platform decides.
 */
export function isOwnCpf(keyCpf: string, playerCpf: string | null): boolean {
  if (playerCpf === null) return true;
  const key = normalizeCpf(keyCpf);
  const own = normalizeCpf(playerCpf);
  if (/^\d{11}$/.test(own)) return key === own;
  const masked = /^\*{3}(\d{6})\*{2}$/.exec(own);
  return masked !== null && key.slice(3, 9) === masked[1];
}

/**
 * Why `input` is not a usable key of `type`, or null. Regulation (Portaria SPA/MF 615/2024): money
 * goes only to keys of the player's own CPF; a CPF key is checked here, the others by the platform.
 */
export function pixKeyProblem(
  type: PixKeyType,
  input: string,
  playerCpf: string | null,
): PixKeyProblem | null {
  if (input.trim() === '') return 'required';
  const key = normalizePixKey(type, input);
  if (key === null) return type;
  if (type === 'cpf' && !isOwnCpf(key, playerCpf)) return 'notOwnCpf';
  return null;
}

/** The problem's message key in the `wallet` namespace ('CPF inválido' for a CPF, as §5 says). */
export function pixKeyProblemKey(problem: PixKeyProblem): string {
  return `pixKey.problem.${problem}`;
}
