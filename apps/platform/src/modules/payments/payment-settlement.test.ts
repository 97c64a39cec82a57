import { describe, expect, it } from 'vitest';
import { affiliatesResponseSchema } from '@vitrine/contract/referrals.ts';
import { balanceUpdatedEventSchema, channels } from '@vitrine/contract/realtime.ts';
import type { PushService } from '../../services/push-service.ts';
import type { Realtime } from '../../services/realtime.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { pixCharge } from '../../test/payments.ts';
import { jsonBody, TEST_PUBLIC_URL, testPlatformPerFile } from '../../test/test-platform.ts';
import { attributeReferral } from '../referrals/referral-service.ts';
import { settleCharge } from './payment-settlement-service.ts';

// docs/decisions/030: a payment confirmed to the module's settle path — as a PSP's webhook would,
// with no demo bank in between — tells the player and the referrer once, after the commit.
const platform = testPlatformPerFile();

interface Published {
  channel: string;
  event: string;
  payload: unknown;
}

const unused = () => {
  throw new Error('not used by a settlement');
};

/** Realtime that only records what is published. */
function recordingRealtime(published: Published[]): Realtime {
  return {
    settingsFor: unused,
    appFor: unused,
    signChannel: unused,
    signUser: unused,
    async publish(_tenantSlug: string, channel: string, event: string, payload: unknown) {
      published.push({ channel, event, payload });
    },
  };
}

const noPush: PushService = { send: unused, generateKeys: unused };

describe('settling a paid PIX charge', () => {
  it('tells the player and the referrer of a first deposit once, without the demo bank', async () => {
    const tenant = await findTenantBySlug(platform.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    const referrer = await registerPlayer(platform.app, 'demo');
    const page = await api(platform.app, 'demo').get('/profile/affiliates', referrer.token);
    const { code } = affiliatesResponseSchema.parse(jsonBody(page));
    const friend = await registerPlayer(platform.app, 'demo');
    const now = new Date();
    expect(await attributeReferral(platform.db, tenant, friend.data.id, code, now)).toBe(true);
    const charge = await pixCharge(platform.app, 'demo', friend.token, 2_000);

    const published: Published[] = [];
    const warnings: object[] = [];
    const settle = () =>
      settleCharge(
        {
          db: platform.db,
          realtime: recordingRealtime(published),
          push: noPush,
          publicUrl: TEST_PUBLIC_URL,
          clock: () => now,
        },
        tenant,
        { txid: charge.transaction_id, payerCpf: null, now },
        { warn: (details) => warnings.push(details) },
      );
    expect((await settle()).outcome).toBe('paid');

    const eventsOf = (userId: number) =>
      published.filter((event) => event.channel === channels.player(userId));
    expect(eventsOf(friend.data.id).map((event) => event.event)).toEqual([
      'BalanceUpdated',
      'PaymentApproved',
    ]);
    const told = eventsOf(referrer.data.id);
    expect(told.map((event) => event.event)).toEqual(['BalanceUpdated', 'NotificationSent']);
    // The regulated demo brand pays the referrer's loyalty wallet.
    expect(balanceUpdatedEventSchema.parse(told[0]?.payload)).toMatchObject({
      loyalty_balance: 5_000,
      balance: 0,
    });
    expect(told[1]?.payload).toMatchObject({ name: 'Indicação qualificada' });
    expect(warnings).toEqual([]);

    // A second confirmation of the same charge finds it paid and tells nothing more.
    const count = published.length;
    expect(await settle()).toEqual({ outcome: 'closed', status: 'paid' });
    expect(published).toHaveLength(count);
  });
});
