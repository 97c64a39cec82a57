import type { TFunction } from 'i18next';
import { formatDate, formatTime } from '~/lib/dates';
import { formatBRL } from '~/lib/money';
import type { ChatSendFailure } from '../api/send-chat-message';

/**
 * Why a message did not go, in the reader's language, from the platform's refusal (the contract's
 * `ChatRefusal`): the wait, the mute's end, or how much more must be wagered.
 */
export function chatSendFailureText(
  failure: ChatSendFailure,
  t: TFunction<'chat'>,
  locale: string,
): string {
  switch (failure.kind) {
    case 'refused': {
      const { refusal } = failure;
      switch (refusal.reason) {
        case 'rate_limited':
          return t('refusal.rate_limited', { seconds: refusal.retry_after });
        case 'muted':
          return t('refusal.muted', { until: mutedUntil(refusal.muted_until, locale) });
        case 'min_amount_bet':
          return minAmountBetText(
            t,
            locale,
            refusal.minAmountBet - refusal.amountBet,
            refusal.minAmountBet,
          );
      }
      break;
    }
    case 'signed-out':
      return t('refusal.signedOut');
    case 'unavailable':
      return t(failure.messageKey, { ns: 'errors' });
    case 'other':
      return failure.message ?? t('refusal.unknown');
  }
}

export function mutedUntil(until: string, locale: string): string {
  return `${formatDate(until, { locale })} ${formatTime(until, { locale })}`;
}

/** "Para escrever no chat, aposte mais R$ 20,00 (mínimo de R$ 50,00 em apostas)." */
export function minAmountBetText(
  t: TFunction<'chat'>,
  locale: string,
  missing: number,
  minimum: number,
): string {
  return t('refusal.min_amount_bet', {
    missing: formatBRL(missing, locale),
    minimum: formatBRL(minimum, locale),
  });
}
