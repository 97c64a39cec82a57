import type { ChatMessagesResponse } from '@vitrine/contract/chat.ts';
import { useTranslation } from 'react-i18next';
import { minAmountBetText, mutedUntil } from '../model/chat-send-failure';

/** What keeps a player from writing before they try, from the list's answer; null when nothing. */
export function useWritingGate(gate: ChatMessagesResponse | null, now: number): string | null {
  const { t, i18n } = useTranslation('chat');
  if (!gate) return null;
  if (gate.muted_until !== null && Date.parse(gate.muted_until) > now) {
    return t('refusal.muted', { until: mutedUntil(gate.muted_until, i18n.language) });
  }
  if (gate.amountBet !== null && gate.amountBet < gate.minAmountBet) {
    return minAmountBetText(
      t,
      i18n.language,
      gate.minAmountBet - gate.amountBet,
      gate.minAmountBet,
    );
  }
  return null;
}
