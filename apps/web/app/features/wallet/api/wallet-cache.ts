import type { QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { type BalanceReport, walletAfterReport } from '../model/newest-wallet';
import { walletKeys } from './wallet-keys';

/**
 * Writes a balance report (a `BalanceUpdated`, a withdrawal's answer, a paid PIX status) into the
 * wallet the header reads, without a request, unless it is older than what is shown. Returns false
 * when no wallet is cached to write into: the caller has it fetched.
 */
export function applyBalanceReport(queryClient: QueryClient, report: BalanceReport): boolean {
  const queryKey = walletKeys.balance();
  const wallet = queryClient.getQueryData<Wallet>(queryKey);
  if (!wallet) return false;
  const next = walletAfterReport(wallet, report);
  // An older report leaves the cache untouched: not even marked fresh.
  if (next) queryClient.setQueryData<Wallet>(queryKey, next);
  return true;
}

/**
 * A call that answers the whole wallet (a box bought or sold, a prize sold, a loyalty cash-out):
 * the header shows it at once, every balance included (the loyalty one too), unless a newer
 * movement is already shown; then everything of the wallet is fetched again (the histories).
 */
export function applyWalletAnswer(queryClient: QueryClient, wallet: Wallet): void {
  const queryKey = walletKeys.balance();
  const shown = queryClient.getQueryData<Wallet>(queryKey);
  if (!shown || walletAfterReport(shown, wallet) !== null) {
    queryClient.setQueryData<Wallet>(queryKey, wallet);
  }
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
