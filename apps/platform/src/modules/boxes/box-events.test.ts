import { describe, expect, it } from 'vitest';
import {
  type RealtimeEventPayload,
  notifyNewUserBoxEventSchema,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { registerPlayer } from '../../test/accounts.ts';
import { awardBox, catalogueOf, openBox } from '../../test/boxes.ts';
import { notificationsOf } from '../../test/notifications.ts';
import { playerChannelAsBrowser } from '../../test/realtime.ts';
import { api } from '../../test/accounts.ts';
import { livePlatformPerFile } from '../../test/test-platform.ts';

// Boxes as the browser hears them (issue 36): the console's award publishes NotifyNewUserBox and a
// notification linking to the box; a prize sold into the loyalty wallet and its cashout publish
// BalanceUpdated after their commit, each with the balance it moved.
const platform = livePlatformPerFile('b'.repeat(40));

describe('boxes on the player’s channel', () => {
  it('announces an awarded box, and publishes a prize sale and a cashout', async () => {
    const { data, token, form } = await registerPlayer(platform.app, 'demo');
    const { channel, balances } = await playerChannelAsBrowser(platform.origin, {
      id: data.id,
      token,
    });
    const announced: RealtimeEventPayload<'NotifyNewUserBox'>[] = [];
    channel.bind(wireEventName('NotifyNewUserBox'), (payload: unknown) =>
      announced.push(notifyNewUserBoxEventSchema.parse(payload)),
    );

    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const id = await awardBox(platform.app, 'demo', form.email, box.id);
    await expect
      .poll(() => announced, { timeout: 15_000 })
      .toEqual([
        { user_box: id, box: { id: box.id, name: box.name, image: null }, source: 'console' },
      ]);
    const { user_notifications: personal } = await notificationsOf(platform.app, 'demo', token);
    expect(personal.data.map((item) => item.user_box)).toEqual([id]);

    const { prize } = await openBox(platform.app, 'demo', token, id);
    const client = api(platform.app, 'demo');
    expect((await client.post('/prizes/sell', { id: prize.id }, token)).statusCode).toBe(200);
    const cashout = await client.post('/wallet/loyalty/cashout', { amount: prize.value }, token);
    expect(cashout.statusCode, cashout.body).toBe(200);
    await expect
      .poll(() => balances, { timeout: 15_000 })
      .toEqual([
        {
          balance: 0,
          balance_withdrawal: 0,
          bonus_balance: 0,
          loyalty_balance: prize.value,
          amount: prize.value,
          reason: 'prize_sale',
          balance_kind: 'loyalty',
          sequence: 1,
        },
        {
          balance: 0,
          balance_withdrawal: 0,
          bonus_balance: 0,
          loyalty_balance: 0,
          amount: -prize.value,
          reason: 'loyalty_cashout',
          balance_kind: 'loyalty',
          sequence: 2,
        },
        {
          balance: prize.value,
          balance_withdrawal: prize.value,
          bonus_balance: 0,
          loyalty_balance: 0,
          amount: prize.value,
          reason: 'loyalty_cashout',
          sequence: 3,
        },
      ]);
  });
});
