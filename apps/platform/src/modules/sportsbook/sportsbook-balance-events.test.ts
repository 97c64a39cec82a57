import { describe, expect, it } from 'vitest';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { playerChannelAsBrowser } from '../../test/realtime.ts';
import {
  callBetby,
  newBettor,
  placeBet,
  SPORTSBOOK_TEST_SECRET,
  transactionCall,
  winCall,
} from '../../test/sportsbook.ts';
import { livePlatformPerFile } from '../../test/test-platform.ts';

// A bet as the browser hears it: the stake and the win publish BalanceUpdated on the player's own
// channel after their commit, so the header's balance drops at once and rises on the win.

const platform = livePlatformPerFile('s'.repeat(40), {
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
});

describe('sportsbook money on the player’s channel', () => {
  it('publishes the stake, the win and a refund; a loss and a replay publish nothing', async () => {
    const player = await newBettor(platform, 10_000);
    const { balances } = await playerChannelAsBrowser(platform.origin, player);

    const won = await placeBet(platform.app, player.id, 1_000);
    const win = winCall(won.id, 2_100);
    expect((await callBetby(platform.app, 'bet/win', win)).statusCode).toBe(200);
    expect((await callBetby(platform.app, 'bet/win', win)).statusCode).toBe(200);
    const lost = await placeBet(platform.app, player.id, 500);
    expect((await callBetby(platform.app, 'bet/lost', transactionCall(lost.id))).statusCode).toBe(
      200,
    );
    const voided = await placeBet(platform.app, player.id, 300);
    expect(
      (await callBetby(platform.app, 'bet/refund', transactionCall(voided.id))).statusCode,
    ).toBe(200);

    const event = (amount: number, balance: number, reason: 'bet' | 'win') => ({
      balance,
      balance_withdrawal: balance,
      bonus_balance: 0,
      loyalty_balance: 0,
      amount,
      reason,
      sequence: expect.any(Number) as number,
    });
    await expect
      .poll(() => balances, { timeout: 15_000 })
      .toEqual([
        event(-1_000, 9_000, 'bet'),
        event(2_100, 11_100, 'win'),
        event(-500, 10_600, 'bet'),
        event(-300, 10_300, 'bet'),
        event(300, 10_600, 'bet'),
      ]);
    // Each movement numbered one after the other, after the deposit's.
    const sequences = balances.map((each) => each.sequence ?? -1);
    const first = sequences[0] ?? -1;
    expect(sequences).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
  });

  it('numbers concurrent movements in commit order: the highest number carries the balance now', async () => {
    const player = await newBettor(platform, 20_000);
    const { balances } = await playerChannelAsBrowser(platform.origin, player);

    // Twelve stakes of R$ 10 at once: whatever order their events go out in, the numbers order them.
    const stakes = Array.from({ length: 12 }, (_, index) => 1_000 + index);
    await Promise.all(stakes.map((stake) => placeBet(platform.app, player.id, stake)));
    await expect.poll(() => balances.length, { timeout: 15_000 }).toBe(stakes.length);

    const inOrder = [...balances].sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0));
    const numbers = inOrder.map((each) => each.sequence ?? -1);
    expect(new Set(numbers).size).toBe(stakes.length);
    expect(numbers.at(-1)! - numbers[0]!).toBe(stakes.length - 1);
    // Replaying the events by number walks the balance down one stake at a time.
    let balance = 20_000;
    for (const each of inOrder) {
      balance += each.amount;
      expect(each.balance).toBe(balance);
    }
    const wallet = await platform.app.inject({
      url: '/t/demo/profile/wallet',
      headers: { authorization: `Bearer ${player.token}` },
    });
    const now = walletResponseSchema.parse(JSON.parse(wallet.body)).wallet;
    expect(now.balance).toBe(inOrder.at(-1)?.balance);
    expect(now.sequence).toBe(numbers.at(-1));
  });
});
