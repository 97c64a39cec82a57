import type { Wallet } from '@vitrine/contract/wallet.ts';
import type { BalanceUpdatedEvent } from '@vitrine/contract/realtime.ts';

/**
 * The wallet after a `BalanceUpdated`, or null when the event is older than what is shown. Two
 * calls of one player (a spin and a sportsbook bet, say) may publish in either order; our platform
 * numbers each movement (`sequence`), so an event that lost the race changes nothing. Without
 * numbers (a Laravel backend), every event applies, as they arrive.
 */
export function walletAfterEvent(wallet: Wallet, event: BalanceUpdatedEvent): Wallet | null {
  if (
    event.sequence !== undefined &&
    wallet.sequence !== undefined &&
    event.sequence <= wallet.sequence
  ) {
    return null;
  }
  return {
    ...wallet,
    balance: event.balance,
    balance_withdrawal: event.balance_withdrawal,
    bonus_balance: event.bonus_balance,
    ...(event.sequence === undefined ? {} : { sequence: event.sequence }),
  };
}
