import type { Wallet } from '@vitrine/contract/wallet.ts';

/**
 * What the platform says the player's balances now are: a `BalanceUpdated`, or the answer of a call
 * that moved them (a withdrawal, its cancel, a paid PIX status). An answer may leave out the
 * balances it did not move. `sequence` is the ledger movement they follow.
 */
export interface BalanceReport {
  balance: number;
  balance_withdrawal?: number;
  bonus_balance?: number;
  sequence?: number;
}

/**
 * The wallet after a balance report, or null when the report is older than what is shown. Two
 * calls of one player (a spin and a withdrawal, say) may be heard of in either order, by event or
 * by answer; our platform numbers each movement (`sequence`), so a report that lost the race
 * changes nothing. Without numbers (a Laravel backend), every report applies, as it arrives.
 */
export function walletAfterReport(wallet: Wallet, report: BalanceReport): Wallet | null {
  if (
    report.sequence !== undefined &&
    wallet.sequence !== undefined &&
    report.sequence <= wallet.sequence
  ) {
    return null;
  }
  return {
    ...wallet,
    balance: report.balance,
    balance_withdrawal: report.balance_withdrawal ?? wallet.balance_withdrawal,
    bonus_balance: report.bonus_balance ?? wallet.bonus_balance,
    ...(report.sequence === undefined ? {} : { sequence: report.sequence }),
  };
}
