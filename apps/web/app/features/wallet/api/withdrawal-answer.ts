import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { WithdrawalPage, WithdrawalResponse } from '@vitrine/contract/withdrawals.ts';
import { applyBalanceReport } from './wallet-cache';
import { walletKeys } from './wallet-keys';

/**
 * A request or a cancellation answers the withdrawal and the balances after it: the header's
 * balance (unless a newer movement is already shown) and the wallet page's list show them at once,
 * then everything of the wallet is fetched again (another tab, a round in between).
 */
export function applyWithdrawalAnswer(queryClient: QueryClient, answer: WithdrawalResponse): void {
  applyBalanceReport(queryClient, answer);
  queryClient.setQueryData<InfiniteData<WithdrawalPage, number>>(
    walletKeys.withdrawals(),
    (list) => {
      if (!list) return list;
      const { withdrawal } = answer;
      const known = list.pages.some((page) => page.data.some((each) => each.id === withdrawal.id));
      const pages = list.pages.map((page, index) => {
        if (known) {
          return {
            ...page,
            data: page.data.map((each) => (each.id === withdrawal.id ? withdrawal : each)),
          };
        }
        return index === 0 ? { ...page, data: [withdrawal, ...page.data] } : page;
      });
      return { ...list, pages };
    },
  );
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
