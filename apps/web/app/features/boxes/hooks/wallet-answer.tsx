import type { Wallet } from '@vitrine/contract/wallet.ts';
import { createContext, useContext } from 'react';

/**
 * What to do with the wallet a box call answers (buying, selling): the route hands the wallet
 * feature's cache writer down, so the header's balance moves at once (a feature does not import
 * another feature). Without a provider the answer is only dropped.
 */
const WalletAnswerContext = createContext<(wallet: Wallet) => void>(() => undefined);

export const WalletAnswerProvider = WalletAnswerContext.Provider;

export function useWalletAnswer(): (wallet: Wallet) => void {
  return useContext(WalletAnswerContext);
}
