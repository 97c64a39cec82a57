import { describe, expect, it } from 'vitest';
import type { BalanceUpdatedEvent } from '@vitrine/contract/realtime.ts';
import { testWallet } from '~/test/fixtures';
import { walletAfterReport } from './newest-wallet';

const event = (balance: number, sequence?: number): BalanceUpdatedEvent => ({
  balance,
  balance_withdrawal: balance,
  bonus_balance: 0,
  amount: -100,
  reason: 'bet',
  ...(sequence === undefined ? {} : { sequence }),
});

describe('walletAfterReport', () => {
  it('applies a newer movement and keeps its number', () => {
    const wallet = testWallet({ balance: 1_000, sequence: 4 });
    expect(walletAfterReport(wallet, event(900, 5))).toMatchObject({ balance: 900, sequence: 5 });
  });

  it('ignores a movement older than, or the same as, what is shown', () => {
    const wallet = testWallet({ balance: 800, sequence: 6 });
    expect(walletAfterReport(wallet, event(900, 5))).toBeNull();
    expect(walletAfterReport(wallet, event(800, 6))).toBeNull();
  });

  it('applies every report when either side has no number (a Laravel backend)', () => {
    expect(walletAfterReport(testWallet({ balance: 800 }), event(900, 5))).toMatchObject({
      balance: 900,
      sequence: 5,
    });
    const numbered = testWallet({ balance: 800, sequence: 6 });
    expect(walletAfterReport(numbered, event(900))).toMatchObject({ balance: 900, sequence: 6 });
  });

  it('weighs an answer by the same number as an event', () => {
    const wallet = testWallet({ balance: 6_000, balance_withdrawal: 1_000, sequence: 6 });
    const withdrawalAnswer = { balance: 7_000, balance_withdrawal: 2_000, sequence: 5 };
    expect(walletAfterReport(wallet, withdrawalAnswer)).toBeNull();
    expect(walletAfterReport(wallet, { ...withdrawalAnswer, sequence: 7 })).toEqual({
      ...wallet,
      balance: 7_000,
      balance_withdrawal: 2_000,
      sequence: 7,
    });
  });

  it('keeps the balances an answer leaves out', () => {
    const wallet = testWallet({
      balance: 10_000,
      balance_withdrawal: 5_000,
      bonus_balance: 300,
      sequence: 3,
    });
    // A paid PIX status answers the balance alone.
    expect(walletAfterReport(wallet, { balance: 15_000, sequence: 4 })).toEqual({
      ...wallet,
      balance: 15_000,
      sequence: 4,
    });
  });
});
