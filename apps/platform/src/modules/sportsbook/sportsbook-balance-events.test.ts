import { afterEach, describe, expect, it } from 'vitest';
import {
  type BalanceUpdatedEvent,
  balanceUpdatedEventSchema,
  channels,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, tenantIdOf } from '../../test/casino.ts';
import { connectAsBrowser, type PusherClient, subscribedOrRefused } from '../../test/realtime.ts';
import {
  callBetby,
  placeBet,
  SPORTSBOOK_TEST_SECRET,
  transactionCall,
  winCall,
} from '../../test/sportsbook.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';

// A bet as the browser hears it: the stake and the win publish BalanceUpdated on the player's own
// channel after their commit, so the header's balance drops at once and rises on the win.

const platform = testPlatformPerFile({
  listen: true,
  realtime: { kind: 'built-in', secret: 's'.repeat(40) },
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
});

const clients: PusherClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

describe('sportsbook money on the player’s channel', () => {
  it('publishes the stake, the win and a refund; a loss and a replay publish nothing', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    const tenantId = await tenantIdOf(platform.db, 'demo');
    await fundPlayer(platform.db, { tenantId, userId: data.id }, 10_000);
    const browser = connectAsBrowser(platform.origin, 'demo', { authorization: `Bearer ${token}` });
    clients.push(browser);
    const channel = await subscribedOrRefused(browser, channels.player(data.id));
    const balances: BalanceUpdatedEvent[] = [];
    channel.bind(wireEventName('BalanceUpdated'), (payload: unknown) =>
      balances.push(balanceUpdatedEventSchema.parse(payload)),
    );

    const won = await placeBet(platform.app, data.id, 1_000);
    const win = winCall(won.id, 2_100);
    expect((await callBetby(platform.app, 'bet/win', win)).statusCode).toBe(200);
    expect((await callBetby(platform.app, 'bet/win', win)).statusCode).toBe(200);
    const lost = await placeBet(platform.app, data.id, 500);
    expect((await callBetby(platform.app, 'bet/lost', transactionCall(lost.id))).statusCode).toBe(
      200,
    );
    const voided = await placeBet(platform.app, data.id, 300);
    expect(
      (await callBetby(platform.app, 'bet/refund', transactionCall(voided.id))).statusCode,
    ).toBe(200);

    const event = (amount: number, balance: number, reason: 'bet' | 'win') => ({
      balance,
      balance_withdrawal: balance,
      bonus_balance: 0,
      amount,
      reason,
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
  });
});
