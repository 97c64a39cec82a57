import type { Locale } from '@vitrine/contract/locale.ts';
import { HttpError, type HttpErrorOptions } from './http-error.ts';
import { type MessageKey, type MessageParams, t } from './messages.ts';

/**
 * Every error the platform answers, by code: its HTTP status and the key of its message in the
 * locale files (locales/pt-BR.json, locales/en.json). docs/errors.md lists them. A `null` message
 * is Laravel's summary of the field errors the error carries (`validation.failed`).
 *
 * Not here: wire codes another party's protocol defines — Betby's wallet-callback codes (2004 …,
 * docs/design/sportsbook-api.md "Errors"), which keep their own table in the contract, and the
 * Pusher HTTP API's answers of the realtime server (docs/design/realtime.md).
 */
const ERRORS = {
  'validation.failed': { status: 422, message: null },
  'server.error': { status: 500, message: 'server_error' },
  'route.not_found': { status: 404, message: 'route_not_found' },
  // These five answer in Portuguese whatever the request asks (thrown with DEFAULT_LOCALE), as
  // they always have; so does 'idempotency.key_invalid'.
  'tenant.not_found': { status: 404, message: 'platform_not_found' },
  'page.not_found': { status: 404, message: 'page_not_found' },
  'file.not_found': { status: 404, message: 'file_not_found' },

  'auth.unauthenticated': { status: 401, message: 'unauthenticated' },
  'auth.invalid_credentials': { status: 422, message: 'invalid_credentials' },
  'auth.too_many_logins': { status: 429, message: 'too_many_logins' },
  'auth.self_excluded': { status: 403, message: 'self_excluded' },
  'auth.captcha_refused': { status: 422, message: 'captcha_refused' },
  'auth.email_taken': { status: 422, message: 'email_taken' },
  'auth.phone_taken': { status: 422, message: 'phone_taken' },
  'auth.not_your_contact': { status: 422, message: 'not_your_contact' },
  'auth.current_password_wrong': { status: 422, message: 'current_password_wrong' },
  'auth.google_unavailable': { status: 422, message: 'google_unavailable' },
  'auth.google_refused': { status: 422, message: 'google_refused' },
  'auth.code_wait': { status: 429, message: 'code_wait' },
  'auth.code_hourly_limit': { status: 429, message: 'code_hourly_limit' },
  'auth.code_invalid': { status: 422, message: 'code_invalid' },
  'auth.code_expired': { status: 422, message: 'code_expired' },
  'auth.code_burnt': { status: 429, message: 'code_burnt' },

  'user.not_found': { status: 404, message: 'user_not_found' },
  'self_exclusion.running': { status: 422, message: 'self_exclusion_running' },
  'document.not_found': { status: 404, message: 'document_not_found' },
  'document.not_pending': { status: 422, message: 'document_not_pending' },

  'idempotency.key_invalid': { status: 400, message: 'idempotency_key_invalid' },
  'idempotency.mismatch': { status: 422, message: 'idempotency_mismatch' },
  'idempotency.in_flight': { status: 409, message: 'idempotency_in_flight' },

  'game.not_found': { status: 404, message: 'game_not_found' },
  'game.unavailable': { status: 503, message: 'game_unavailable' },
  'game.id_mismatch': { status: 422, message: 'game_id_mismatch' },
  'game.launch_not_found': { status: 401, message: 'launch_not_found' },
  'sports.not_offered': { status: 404, message: 'sports_not_offered' },
  'wallet.insufficient_balance': { status: 422, message: 'insufficient_balance' },

  'sportsbook.not_found': { status: 404, message: 'sportsbook_not_found' },
  'sportsbook.unavailable': { status: 503, message: 'sportsbook_unavailable' },
  'sportsbook.token_invalid': { status: 401, message: 'sportsbook_token_invalid' },
  'sportsbook.selection_unknown': { status: 422, message: 'sportsbook_selection_unknown' },
  'sportsbook.slip_invalid': { status: 422, message: 'sportsbook_slip_invalid' },
  'sportsbook.bet_not_found': { status: 404, message: 'sportsbook_bet_not_found' },
  'sportsbook.bet_settled': { status: 409, message: 'sportsbook_bet_settled' },

  'realtime.channel_forbidden': { status: 403, message: 'channel_forbidden' },
  'live_support.not_found': { status: 404, message: 'live_support_not_found' },
  'notification.not_found': { status: 404, message: 'notification_not_found' },
  'player.not_found': { status: 404, message: 'player_not_found' },
  'player.id_not_found': { status: 404, message: 'player_id_not_found' },
  'chat.message_not_found': { status: 404, message: 'chat_message_not_found' },
  'chat.muted': { status: 403, message: 'chat_muted' },
  'chat.min_amount_bet': { status: 403, message: 'chat_min_amount_bet' },
  'chat.rate_limited': { status: 429, message: 'chat_rate_limited' },

  'deposit.out_of_range': { status: 422, message: 'deposit_out_of_range' },
  'deposit.needs_cpf': { status: 422, message: 'deposit_needs_cpf' },
  'limit.deposit_exceeded': { status: 422, message: 'limit_deposit_exceeded' },
  'limit.bet_exceeded': { status: 422, message: 'limit_bet_exceeded' },
  'limit.loss_exceeded': { status: 422, message: 'limit_loss_exceeded' },
  'pix.charge_not_found': { status: 404, message: 'pix_charge_not_found' },
  'pix.code_invalid': { status: 422, message: 'pix_code_invalid' },
  'pix.code_not_the_charge': { status: 422, message: 'pix_code_not_the_charge' },
  'pix.payer_cpf_invalid': { status: 422, message: 'payer_cpf_invalid' },
  'pix.expired': { status: 410, message: 'pix_expired' },
  'pix.already_paid': { status: 409, message: 'pix_already_paid' },
  'pix.closed': { status: 409, message: 'pix_closed' },
  'pix.refused_self_excluded': { status: 409, message: 'pix_refused_self_excluded' },

  'pix_key.invalid_cpf': { status: 422, message: 'pix_key_invalid_cpf' },
  'pix_key.invalid_email': { status: 422, message: 'pix_key_invalid_email' },
  'pix_key.invalid_phone': { status: 422, message: 'pix_key_invalid_phone' },
  'pix_key.invalid_random': { status: 422, message: 'pix_key_invalid_random' },
  'pix_key.not_own_cpf': { status: 422, message: 'pix_key_not_own_cpf' },
  'pix_key.unknown': { status: 422, message: 'pix_key_unknown' },
  'pix_key.needs_cpf': { status: 422, message: 'pix_key_needs_cpf' },
  'pix_key.limit': { status: 422, message: 'pix_key_limit' },
  'pix_key.not_found': { status: 404, message: 'pix_key_not_found' },
  'withdrawal.verify_email_phone': { status: 422, message: 'withdrawal_verify_email_phone' },
  'withdrawal.verify_email': { status: 422, message: 'withdrawal_verify_email' },
  'withdrawal.verify_phone': { status: 422, message: 'withdrawal_verify_phone' },
  'withdrawal.documents': { status: 422, message: 'withdrawal_documents' },
  'withdrawal.documents_pending': { status: 422, message: 'withdrawal_documents_pending' },
  'withdrawal.documents_rejected': { status: 422, message: 'withdrawal_documents_rejected' },
  'withdrawal.out_of_range': { status: 422, message: 'withdrawal_out_of_range' },
  'withdrawal.over_balance': { status: 422, message: 'withdrawal_over_balance' },
  'withdrawal.needs_key': { status: 422, message: 'withdrawal_needs_key' },
  'withdrawal.not_found': { status: 404, message: 'withdrawal_not_found' },
  'withdrawal.not_pending': { status: 409, message: 'withdrawal_not_pending' },
  'withdrawal.final': { status: 409, message: 'withdrawal_final' },
  'withdrawal.held_debt': { status: 409, message: 'withdrawal_held_debt' },

  // Issue 35: the 30-minute rule (Portaria SPA/MF 722/2024) and the time limit.
  'session.idle': { status: 403, message: 'session_idle' },
  'auth.password_wrong': { status: 422, message: 'password_wrong' },
  'limit.time_exceeded': { status: 422, message: 'limit_time_exceeded' },
  // Issue 35: pauses and self-exclusions (docs/design/responsible-gaming.md).
  'player.paused': { status: 422, message: 'player_paused' },
  'pause.date_not_ahead': { status: 422, message: 'pause_date_not_ahead' },
  'auth.self_excluded_indefinitely': { status: 403, message: 'self_excluded_indefinitely' },
  'self_exclusion.indefinite': { status: 422, message: 'self_exclusion_indefinite' },
  'pix.refused_paused': { status: 409, message: 'pix_refused_paused' },
  'pix.refused_player': { status: 409, message: 'pix_refused_player' },
  'player.limits_required': { status: 403, message: 'player_limits_required' },
  'player.impeded': { status: 403, message: 'player_impeded' },
  'registration.impeded': { status: 422, message: 'registration_impeded' },
  'registration.impediment_unavailable': { status: 503, message: 'impediment_unavailable' },
  // Issue 35: an account closed three days after a central impediment (IN SPA/MF 31/2025).
  'auth.account_closed_impeded': { status: 403, message: 'account_closed_impeded' },
  // Issue 36: boxes, prizes, the loyalty wallet and missions (docs/product/rewards.md).
  'boxes.not_found': { status: 404, message: 'box_not_found' },
  'boxes.not_for_sale': { status: 403, message: 'box_not_for_sale' },
  'boxes.already_opened': { status: 409, message: 'box_already_opened' },
  'boxes.already_sold': { status: 409, message: 'box_already_sold' },
  'prizes.not_found': { status: 404, message: 'prize_not_found' },
  'prizes.already_sold': { status: 409, message: 'prize_already_sold' },
  'loyalty.insufficient': { status: 422, message: 'loyalty_insufficient' },
  'missions.not_found': { status: 404, message: 'mission_not_found' },
  'missions.not_available': { status: 409, message: 'mission_not_available' },
  'missions.not_completed': { status: 422, message: 'mission_not_completed' },
  'missions.already_claimed': { status: 409, message: 'mission_already_claimed' },
  'missions.not_allowed': { status: 422, message: 'mission_not_allowed' },
  // Issue 37: bonuses, coupons, cashback and promotions (docs/product/bonuses.md).
  'bonuses.not_found': { status: 404, message: 'bonus_not_found' },
  'bonuses.not_active': { status: 409, message: 'bonus_not_active' },
  'bonuses.active_bonus': { status: 409, message: 'bonus_active' },
  'bonuses.max_bet': { status: 422, message: 'bonus_max_bet' },
  'bonuses.withdrawal_forfeits': { status: 409, message: 'bonus_withdrawal_forfeits' },
  'bonuses.regulated': { status: 403, message: 'bonus_regulated' },
  'bonuses.coupon_not_found': { status: 404, message: 'coupon_not_found' },
  'bonuses.coupon_not_started': { status: 422, message: 'coupon_not_started' },
  'bonuses.coupon_ended': { status: 422, message: 'coupon_ended' },
  'bonuses.coupon_exhausted': { status: 422, message: 'coupon_exhausted' },
  'bonuses.coupon_used': { status: 409, message: 'coupon_used' },
  'bonuses.coupon_min_deposit': { status: 422, message: 'coupon_min_deposit' },
  'bonuses.cashback_not_found': { status: 404, message: 'cashback_not_found' },
  'bonuses.cashback_locked': { status: 409, message: 'cashback_locked' },
  'bonuses.cashback_claimed': { status: 409, message: 'cashback_claimed' },
  'bonuses.cashback_disabled': { status: 403, message: 'cashback_disabled' },
  'promotions.not_found': { status: 404, message: 'promotion_not_found' },
  'bonuses.coupon_exists': { status: 409, message: 'coupon_exists' },
  'promotions.exists': { status: 409, message: 'promotion_exists' },
} as const satisfies Record<string, { status: number; message: MessageKey | null }>;

export type ErrorCode = keyof typeof ERRORS;

export const errorCodes = Object.keys(ERRORS) as ErrorCode[];

/** The status and message key of `code`, as docs/errors.md lists them. */
export const errorOf = (code: ErrorCode): { status: number; message: MessageKey | null } =>
  ERRORS[code];

const MORE_ERRORS: Record<Locale, (count: number) => string> = {
  'pt-BR': (count) => `(e mais ${count} ${count === 1 ? 'erro' : 'erros'})`,
  en: (count) => `(and ${count} more ${count === 1 ? 'error' : 'errors'})`,
};

/** Laravel's summary of a failed validation: the first message, and how many more there are. */
function validationSummary(errors: Record<string, string[]>, locale: Locale): string {
  const messages = Object.values(errors).flat();
  const [first = ''] = messages;
  return messages.length > 1 ? `${first} ${MORE_ERRORS[locale](messages.length - 1)}` : first;
}

export interface ApiErrorDetails extends HttpErrorOptions {
  /** Values for the message's `{name}` placeholders. */
  params?: MessageParams;
  /** The field the message is also keyed under, as a Laravel validator would answer. */
  field?: string;
  /** The field errors themselves (`validation.failed`). */
  errors?: Record<string, string[]>;
}

/** An error by its code: the table decides its status and message, in `locale` (§8 body). */
export class ApiError extends HttpError {
  override name = 'ApiError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, locale: Locale, details: ApiErrorDetails = {}) {
    const { status, message: key } = errorOf(code);
    const message =
      key === null
        ? validationSummary(details.errors ?? {}, locale)
        : t(locale, key, details.params);
    const errors = details.errors ?? (details.field ? { [details.field]: [message] } : undefined);
    super(status, message, errors, { headers: details.headers, extra: details.extra });
    this.code = code;
  }
}
