import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { testUser, testWallet } from '~/test/fixtures';
import { renderAppHook } from '~/test/render-app';
import { useRewardWallet } from './use-reward-wallet';

describe('useRewardWallet', () => {
  it('puts a claim’s wallet into the header’s balance and marks the histories stale', () => {
    const { result, queryClient } = renderAppHook(() => useRewardWallet(), {
      player: testUser(),
    });
    const history = walletKeys.transactions({});
    queryClient.setQueryData(history, { data: [] });
    queryClient.setQueryData(walletKeys.balance(), testWallet({ loyalty_balance: 0 }));

    act(() => result.current(testWallet({ loyalty_balance: 500 })));

    expect(queryClient.getQueryData(walletKeys.balance())).toEqual(
      testWallet({ loyalty_balance: 500 }),
    );
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
  });
});
