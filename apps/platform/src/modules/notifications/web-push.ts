import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PUSH_BODY_MAX,
  PUSH_TITLE_MAX,
  type PushSubscriptionRequest,
  type WebPushPayload,
} from '@vitrine/contract/notifications.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions, webPushKeys } from '../../db/schema/notifications.ts';
import type { PushService, VapidIdentity } from '../../services/push-service.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { iconPath } from '../site-config/site-config-service.ts';
import { assetUrl } from '../storage/asset-url.ts';
import type { NotificationRow } from './notification-service.ts';

// Web push (docs/design/notifications-chat.md "Web push"): each tenant's VAPID keys, its players'
// subscriptions (one row per endpoint), and sending a notification to them.

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The VAPID identity a tenant signs with: its keys, and its operator's e-mail as the contact. */
async function vapidIdentity(db: Database, tenant: Tenant): Promise<VapidIdentity | null> {
  const [row] = await db
    .select()
    .from(webPushKeys)
    .where(eq(webPushKeys.tenantId, tenant.id))
    .limit(1);
  if (!row) return null;
  const contact = tenant.config.operator?.contactEmail ?? `push@${tenant.slug}.vitrine.invalid`;
  return { subject: `mailto:${contact}`, publicKey: row.publicKey, privateKey: row.privateKey };
}

/**
 * `POST subscription`: the endpoint is the subscription's identity within the tenant. Sent again,
 * its keys are replaced and it belongs to whoever sent it now (a shared browser changed hands).
 */
export async function storeSubscription(
  db: Database,
  player: { tenantId: number; userId: number },
  subscription: PushSubscriptionRequest,
  now: Date,
): Promise<{ row: Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'createdAt'>; created: boolean }> {
  const values = {
    userId: player.userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expiresAt:
      subscription.expirationTime === null || subscription.expirationTime === undefined
        ? null
        : new Date(subscription.expirationTime),
    updatedAt: now,
  };
  const [stored] = await db
    .insert(pushSubscriptions)
    .values({
      tenantId: player.tenantId,
      endpoint: subscription.endpoint,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
      set: values,
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!stored) throw new Error('the subscription was not stored');
  const { created, ...row } = stored;
  return { row, created };
}

/** Cuts a text to `max` characters (code points: an emoji is never split in half). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}

/** Push services take at most 4 KB of encrypted body: the JSON stays well under it. */
const PAYLOAD_MAX_BYTES = 3000;

/** The push message of a notification: plain texts, cut to fit. */
export function pushPayload(
  notification: NotificationRow,
  tenant: Tenant,
  publicUrl: string,
): string {
  let bodyMax = PUSH_BODY_MAX;
  for (;;) {
    const payload: WebPushPayload = {
      title: cut(notification.name, PUSH_TITLE_MAX),
      body: cut(notification.message, bodyMax),
      icon: assetUrl(publicUrl, tenant.slug, iconPath('192'), tenant.config.version),
      image: notification.img,
      tag: `notification-${notification.id}`,
      url: '/',
      notification: {
        id: notification.id,
        type: notification.type,
        user_box: notification.userBox,
      },
    };
    const json = JSON.stringify(payload);
    if (Buffer.byteLength(json) <= PAYLOAD_MAX_BYTES || bodyMax <= 1) return json;
    bodyMax = Math.floor(bodyMax / 2);
  }
}

export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

/** How many push requests are in flight at once. */
const PUSH_CONCURRENCY = 10;

/**
 * Pushes a notification to the subscriptions of its player, or of every player of the tenant for
 * a global one. Subscriptions the push service says are gone (404, 410) are removed.
 */
export async function pushNotification(
  deps: { db: Database; push: PushService; publicUrl: string },
  tenant: Tenant,
  notification: NotificationRow,
): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const { db, push } = deps;
  const vapid = await vapidIdentity(db, tenant);
  if (!vapid) return report;
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, tenant.id),
        notification.userId === null
          ? undefined
          : eq(pushSubscriptions.userId, notification.userId),
      ),
    );
  const payload = pushPayload(notification, tenant, deps.publicUrl);
  const gone: number[] = [];
  for (let start = 0; start < targets.length; start += PUSH_CONCURRENCY) {
    const batch = targets.slice(start, start + PUSH_CONCURRENCY);
    const outcomes = await Promise.all(
      batch.map((target) =>
        push.send(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          vapid,
        ),
      ),
    );
    outcomes.forEach((result, index) => {
      const target = batch[index];
      if (result.outcome === 'delivered') report.sent += 1;
      else if (result.outcome === 'gone' && target) gone.push(target.id);
      else report.failed += 1;
    });
  }
  if (gone.length > 0) {
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.tenantId, tenant.id), inArray(pushSubscriptions.id, gone)))
      .returning({ id: pushSubscriptions.id });
    report.removed = removed.length;
  }
  return report;
}
