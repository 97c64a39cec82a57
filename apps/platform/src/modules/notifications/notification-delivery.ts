import { channels } from '@vitrine/contract/realtime.ts';
import type { Notification } from '@vitrine/contract/notifications.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import {
  createNotification,
  type NewNotification,
  presentNotification,
} from './notification-service.ts';
import { type PushReport, pushNotification } from './web-push.ts';

/**
 * Sends a notification: stored, then `NotificationSent` on the player's private channel (a global
 * one on the tenant's public channel), then web push to the subscriptions it concerns.
 */
export async function sendNotification(
  services: Pick<TenantServices, 'db' | 'realtime' | 'push' | 'publicUrl'>,
  tenant: Tenant,
  notification: Omit<NewNotification, 'tenantId'>,
): Promise<{ notification: Notification; push: PushReport }> {
  const row = await createNotification(services.db, { ...notification, tenantId: tenant.id });
  const presented = presentNotification(row, null);
  const channel =
    row.userId === null ? channels.public(tenant.config.casino_id) : channels.player(row.userId);
  await services.realtime.publish(tenant.slug, channel, 'NotificationSent', presented);
  const push = await pushNotification(services, tenant, row);
  return { notification: presented, push };
}
