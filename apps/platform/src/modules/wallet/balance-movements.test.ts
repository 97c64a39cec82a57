import { describe, expect, it } from 'vitest';
import { balanceMovements, type WalletRow } from './wallet-service.ts';

const wallet = (balance: number): WalletRow => ({
  tenantId: 1,
  userId: 7,
  balance,
  bonusBalance: 0,
  depositCount: 1,
  // The deposit, the stake and the win: the wallet's movements 1 to 3.
  movements: 3,
  updatedAt: new Date('2026-11-24T12:00:00Z'),
});

describe('balanceMovements', () => {
  it('gives each ledger row its own event, with the balance right after it and its number', () => {
    // 1 000,00 before; a stake of 1,00 and a win of 2,50 leave 1 001,50.
    const events = balanceMovements(wallet(100_150), [
      { type: 'bet', amount: -100, roundId: 'r1' },
      { type: 'win', amount: 250, roundId: 'r1' },
    ]);
    expect(events).toEqual([
      {
        balance: 99_900,
        balance_withdrawal: 99_900,
        bonus_balance: 0,
        amount: -100,
        reason: 'bet',
        sequence: 2,
      },
      {
        balance: 100_150,
        balance_withdrawal: 100_150,
        bonus_balance: 0,
        amount: 250,
        reason: 'win',
        sequence: 3,
      },
    ]);
  });

  it('says nothing when nothing moved', () => {
    expect(balanceMovements(wallet(500), [])).toEqual([]);
  });
});
