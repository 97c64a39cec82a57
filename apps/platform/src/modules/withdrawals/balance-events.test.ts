import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUS } from '@vitrine/contract/withdrawals.ts';
import { playerChannelAsBrowser } from '../../test/realtime.ts';
import { livePlatformPerFile } from '../../test/test-platform.ts';
import {
  addOwnCpfKey,
  cancelWithdrawal,
  consoleMove,
  withdraw,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';

// A withdrawal as the browser hears it: the reservation and each return publish BalanceUpdated on
// the player's own channel after their commit.

const platform = livePlatformPerFile('w'.repeat(40));

describe('a withdrawal on the player’s channel', () => {
  it('publishes the reservation, the player’s cancellation and the operator’s return', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db, { balance: 50_000 });
    await addOwnCpfKey(player);
    const { balances } = await playerChannelAsBrowser(platform.origin, player);

    const first = await withdraw(player, 10_000);
    expect((await cancelWithdrawal(player, first.withdrawal.id)).statusCode).toBe(200);
    const second = await withdraw(player, 5_000);
    const moved = await consoleMove(
      platform.app,
      'demo',
      second.withdrawal.id,
      WITHDRAWAL_STATUS.invalid_pix_key,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const event = (amount: number, balance: number, sequence: number) => ({
      balance,
      balance_withdrawal: balance,
      bonus_balance: 0,
      loyalty_balance: 0,
      amount,
      reason: 'withdraw',
      sequence,
    });
    await expect
      .poll(() => balances, { timeout: 15_000 })
      .toEqual([
        // After the deposit, movement 1.
        event(-10_000, 40_000, 2),
        event(10_000, 50_000, 3),
        event(-5_000, 45_000, 4),
        event(5_000, 50_000, 5),
      ]);
  });
});
