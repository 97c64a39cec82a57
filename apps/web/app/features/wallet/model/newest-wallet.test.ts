import { describe, expect, it } from 'vitest';
import type { BalanceUpdatedEvent } from '@vitrine/contract/realtime.ts';
import { testWallet } from '~/test/fixtures';
import { walletAfterEvent } from './newest-wallet';

const event = (balance: number, sequence?: number): BalanceUpdatedEvent => ({
  balance,
  balance_withdrawal: balance,
  bonus_balance: 0,
  amount: -100,
  reason: 'bet',
  ...(sequence === undefined ? {} : { sequence }),
});

describe('walletAfterEvent', () => {
  it('applies a newer movement and keeps its number', () => {
    const wallet = testWallet({ balance: 1_000, sequence: 4 });
    expect(walletAfterEvent(wallet, event(900, 5))).toMatchObject({ balance: 900, sequence: 5 });
  });

  it('ignores a movement older than, or the same as, what is shown', () => {
    const wallet = testWallet({ balance: 800, sequence: 6 });
    expect(walletAfterEvent(wallet, event(900, 5))).toBeNull();
    expect(walletAfterEvent(wallet, event(800, 6))).toBeNull();
  });

  it('applies every event when either side has no number (a Laravel backend)', () => {
    expect(walletAfterEvent(testWallet({ balance: 800 }), event(900, 5))).toMatchObject({
      balance: 900,
      sequence: 5,
    });
    const numbered = testWallet({ balance: 800, sequence: 6 });
    expect(walletAfterEvent(numbered, event(900))).toMatchObject({ balance: 900, sequence: 6 });
  });
});
