import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_BODY_MAX,
  pushSubscriptionResponseSchema,
  webPushPayloadSchema,
} from '@vitrine/contract/notifications.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { expectShape } from '../../test/contract-shape.ts';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
} from '../../test/fake-push-service.ts';
import { consoleNotify, notificationsOf } from '../../test/notifications.ts';
import { fieldErrorsOf, jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService.close());

/** What the browser sends: `PushSubscription.toJSON()`. */
const asJson = ({ endpoint, keys }: FakeSubscription) => ({
  endpoint,
  expirationTime: null,
  keys,
});

async function subscribe(tenant: string, token: string, subscription: FakeSubscription) {
  return api(platform.app, tenant).post('/subscription', asJson(subscription), token);
}

async function subscribedPlayer(tenant = 'demo') {
  const player = await registerPlayer(platform.app, tenant);
  const subscription = pushService.subscribe();
  expect((await subscribe(tenant, player.token, subscription)).statusCode).toBe(201);
  return { ...player, subscription };
}

const pushesTo = (endpoint: string) =>
  pushService.received.filter((push) => push.endpoint === endpoint);

async function vapidPublicKeyOf(tenant: string) {
  const response = await platform.app.inject({ url: `/t/${tenant}/site-config` });
  return siteConfigSchema.parse(jsonBody(response)).vapidPublicKey;
}

async function storedSubscriptions(tenant: string) {
  const [row] = await platform.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, tenant));
  return platform.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.tenantId, row?.id ?? 0));
}

describe('the theme’s VAPID public key', () => {
  it('is each tenant’s own, generated at seed', async () => {
    const demo = await vapidPublicKeyOf('demo');
    const sorte = await vapidPublicKeyOf('sorte');
    expect(demo).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(demo ?? '', 'base64url')[0]).toBe(0x04);
    expect(sorte).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(sorte).not.toBe(demo);
    const registry = await platform.app.inject({ url: '/api/site-config?domain=localhost' });
    expect(siteConfigSchema.parse(jsonBody(registry)).vapidPublicKey).toBe(demo);
  });
});

describe('POST /subscription', () => {
  it('stores a subscription once per endpoint: 201, then 200 with the same id and new keys', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const subscription = pushService.subscribe();
    const first = expectShape(
      await subscribe('demo', player.token, subscription),
      201,
      pushSubscriptionResponseSchema,
    );
    expect(first.subscription.endpoint).toBe(subscription.endpoint);

    const renewed = { ...subscription, keys: pushService.subscribe().keys };
    const again = expectShape(
      await subscribe('demo', player.token, renewed),
      200,
      pushSubscriptionResponseSchema,
    );
    expect(again.subscription.id).toBe(first.subscription.id);
    const rows = (await storedSubscriptions('demo')).filter(
      (row) => row.endpoint === subscription.endpoint,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('refuses a guest, keys of the wrong size and endpoints that are not http(s)', async () => {
    const subscription = pushService.subscribe();
    const guest = await api(platform.app, 'demo').post('/subscription', asJson(subscription));
    expect(guest.statusCode).toBe(401);
    const { token } = await registerPlayer(platform.app, 'demo');
    const badKeys = await api(platform.app, 'demo').post(
      '/subscription',
      { ...asJson(subscription), keys: { p256dh: 'AAAA', auth: subscription.keys.auth } },
      token,
    );
    expect(badKeys.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(badKeys))).toEqual(['keys.p256dh']);
    for (const endpoint of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://push.test/1']) {
      const response = await api(platform.app, 'demo').post(
        '/subscription',
        { ...asJson(subscription), endpoint },
        token,
      );
      expect(response.statusCode, endpoint).toBe(422);
    }
  });
});

describe('web push of a notification', () => {
  it('reaches the player’s browser encrypted for it and signed with the tenant’s VAPID key', async () => {
    const player = await subscribedPlayer();
    const { notification, push } = await consoleNotify(platform.app, 'demo', {
      player: player.form.email,
      name: 'Seu bônus chegou',
      message: 'Confira na carteira.',
      img: 'https://cdn.vitrine.test/bonus.png',
    });
    expect(push).toEqual({ sent: 1, removed: 0, failed: 0 });

    const [received] = pushesTo(player.subscription.endpoint);
    if (!received?.plaintext) throw new Error('the push did not decrypt with the browser’s keys');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    expect(webPushPayloadSchema.parse(JSON.parse(received.plaintext))).toEqual({
      title: 'Seu bônus chegou',
      body: 'Confira na carteira.',
      icon: expect.stringMatching(/\/storage\/demo\/icons\/icon-192\.png\?v=/),
      image: 'https://cdn.vitrine.test/bonus.png',
      tag: `notification-${notification.id}`,
      url: '/',
      notification: { id: notification.id, type: 'personal', user_box: null },
    });
    // RFC 8292: signed by the key the theme hands the browser, for this push service's origin.
    expect(received.vapid?.publicKey).toBe(await vapidPublicKeyOf('demo'));
    expect(received.vapid?.claims.aud).toBe(pushService.origin);
    expect(received.vapid?.claims.sub).toMatch(/^mailto:/);
    expect(received.vapid?.claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('pushes a global notification to every subscription of the tenant, and no other tenant’s', async () => {
    const first = await subscribedPlayer('demo');
    const second = await subscribedPlayer('demo');
    const elsewhere = await subscribedPlayer('sorte');
    const { push } = await consoleNotify(platform.app, 'demo', { name: 'Para todos' });
    expect(push.sent).toBeGreaterThanOrEqual(2);
    expect(pushesTo(first.subscription.endpoint)).toHaveLength(1);
    expect(pushesTo(second.subscription.endpoint)).toHaveLength(1);
    expect(pushesTo(elsewhere.subscription.endpoint)).toHaveLength(0);
    // A personal one reaches its player only.
    await consoleNotify(platform.app, 'demo', { player: first.form.email });
    expect(pushesTo(first.subscription.endpoint)).toHaveLength(2);
    expect(pushesTo(second.subscription.endpoint)).toHaveLength(1);
  });

  it.each([410, 404])(
    'removes a subscription the push service answers %i, and pushes to it no more',
    async (status) => {
      const player = await subscribedPlayer();
      const expired = pushService.subscribe();
      expect((await subscribe('demo', player.token, expired)).statusCode).toBe(201);
      pushService.answer(expired.endpoint, status);

      const { push } = await consoleNotify(platform.app, 'demo', { player: player.form.email });
      expect(push).toEqual({ sent: 1, removed: 1, failed: 0 });
      const endpoints = (await storedSubscriptions('demo')).map((row) => row.endpoint);
      expect(endpoints).toContain(player.subscription.endpoint);
      expect(endpoints).not.toContain(expired.endpoint);

      await consoleNotify(platform.app, 'demo', { player: player.form.email });
      expect(pushesTo(expired.endpoint)).toHaveLength(1);
      expect(pushesTo(player.subscription.endpoint)).toHaveLength(2);
    },
  );

  it('keeps a subscription whose push service failed for another reason', async () => {
    const player = await subscribedPlayer();
    pushService.answer(player.subscription.endpoint, 503);
    const { push } = await consoleNotify(platform.app, 'demo', { player: player.form.email });
    expect(push).toEqual({ sent: 0, removed: 0, failed: 1 });
    const [row] = await platform.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, player.subscription.endpoint),
          eq(pushSubscriptions.userId, player.data.id),
        ),
      );
    expect(row).toBeDefined();
  });

  it('cuts 10 KB of emoji to fit a push message, and keeps the XSS corpus as text', async () => {
    const player = await subscribedPlayer();
    // 10 KB in UTF-8.
    const emoji = '😀'.repeat(2560);
    const name = '<svg onload=alert(1)>';
    await consoleNotify(platform.app, 'demo', {
      player: player.form.email,
      name,
      message: emoji,
    });
    const [received] = pushesTo(player.subscription.endpoint);
    if (!received?.plaintext) throw new Error('no decrypted push');
    const payload = webPushPayloadSchema.parse(JSON.parse(received.plaintext));
    expect(payload.title).toBe(name);
    expect(Array.from(payload.body).length).toBeLessThanOrEqual(PUSH_BODY_MAX);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.body.startsWith('😀😀')).toBe(true);
    // The list keeps the whole message.
    const list = await notificationsOf(platform.app, 'demo', player.token);
    expect(list.user_notifications.data[0]?.message).toBe(emoji);
  });
});
