import { createRequire } from 'node:module';
import type PusherJsModule from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import {
  type BalanceUpdatedEvent,
  type PaymentApprovedEvent,
  balanceUpdatedEventSchema,
  broadcastingAuthResponseSchema,
  channels,
  paymentApprovedEventSchema,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

// The deposit as the browser sees it land: pusher-js on the built-in server, the player's own
// channel authorised over real HTTP, the demo bank's payment publishing after its commit.

const Pusher: typeof PusherJsModule.default = createRequire(import.meta.url)('pusher-js');
type Pusher = InstanceType<typeof Pusher>;

const platform = testPlatformPerFile({
  listen: true,
  realtime: { kind: 'built-in', secret: 'p'.repeat(40) },
});

const clients: Pusher[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

function connect(token: string) {
  const { port } = new URL(platform.origin);
  const client = new Pusher('demo', {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: `${platform.origin}/t/demo/broadcasting/auth`,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${platform.origin}/t/demo/broadcasting/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`status ${response.status}`);
            callback(null, broadcastingAuthResponseSchema.parse(await response.json()));
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  clients.push(client);
  return client;
}

describe('a paid PIX on the player’s channel', () => {
  it('publishes BalanceUpdated and PaymentApproved once the payment is committed', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    const channel = connect(token).subscribe(channels.player(data.id));
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(JSON.stringify(error))),
      );
    });
    const approvals: PaymentApprovedEvent[] = [];
    const balances: BalanceUpdatedEvent[] = [];
    channel.bind(wireEventName('PaymentApproved'), (payload: unknown) =>
      approvals.push(paymentApprovedEventSchema.parse(payload)),
    );
    channel.bind(wireEventName('BalanceUpdated'), (payload: unknown) =>
      balances.push(balanceUpdatedEventSchema.parse(payload)),
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
        amount: 5_000,
        reason: 'deposit',
      },
    ]);
  });
});
