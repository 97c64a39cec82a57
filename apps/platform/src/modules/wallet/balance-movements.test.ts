import { describe, expect, it } from 'vitest';
import { balanceMovements, type WalletRow } from './wallet-service.ts';

const wallet = (balance: number, loyaltyBalance = 0): WalletRow => ({
  tenantId: 1,
  userId: 7,
  balance,
  bonusBalance: 0,
  loyaltyBalance,
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
        loyalty_balance: 0,
        amount: -100,
        reason: 'bet',
        sequence: 2,
      },
      {
        balance: 100_150,
        balance_withdrawal: 100_150,
        bonus_balance: 0,
        loyalty_balance: 0,
        amount: 250,
        reason: 'win',
        sequence: 3,
      },
    ]);
  });

  it('moves only the balance each row names: a loyalty cash-out takes loyalty and gives cash', () => {
    // After: 10,00 cash (was 7,00) and 2,00 loyalty (was 5,00).
    const events = balanceMovements(wallet(1_000, 200), [
      { type: 'loyalty_cashout', amount: -300, balance: 'loyalty' },
      { type: 'loyalty_cashout', amount: 300 },
    ]);
    expect(
      events.map((event) => [event.balance, event.loyalty_balance, event.balance_kind]),
    ).toEqual([
      [700, 200, 'loyalty'],
      [1_000, 200, undefined],
    ]);
  });

  it('says nothing when nothing moved', () => {
    expect(balanceMovements(wallet(500), [])).toEqual([]);
  });
});
