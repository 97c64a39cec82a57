import { describe, expect, it } from 'vitest';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import {
  type PaymentApprovedEvent,
  paymentApprovedEventSchema,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { playerChannelAsBrowser } from '../../test/realtime.ts';
import { jsonBody, livePlatformPerFile } from '../../test/test-platform.ts';

// The deposit as the browser sees it land: pusher-js on the built-in server, the player's own
// channel authorised over real HTTP, the demo bank's payment publishing after its commit.

const platform = livePlatformPerFile('p'.repeat(40));

describe('a paid PIX on the player’s channel', () => {
  it('publishes BalanceUpdated and PaymentApproved once the payment is committed', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    const { channel, balances } = await playerChannelAsBrowser(platform.origin, {
      id: data.id,
      token,
    });
    const approvals: PaymentApprovedEvent[] = [];
    channel.bind(wireEventName('PaymentApproved'), (payload: unknown) =>
      approvals.push(paymentApprovedEventSchema.parse(payload)),
    );

    const client = api(platform.app, 'demo');
    const created = await client.post('/main-gateway/qrcode-pix', { amount: 5_000 }, token);
    const { qrcode, transaction_id } = pixChargeResponseSchema.parse(jsonBody(created));
    const paid = await client.post('/demo/bank/pay', { payload: qrcode });
    expect(paid.statusCode, paid.body).toBe(200);

    await expect
      .poll(() => approvals, { timeout: 15_000 })
      .toEqual([{ balance: 5_000, amount: 5_000, transaction_id }]);
    expect(balances).toEqual([
      {
        balance: 5_000,
        balance_withdrawal: 5_000,
        bonus_balance: 0,
        loyalty_balance: 0,
        amount: 5_000,
        reason: 'deposit',
        sequence: 1,
      },
    ]);
  });
});
