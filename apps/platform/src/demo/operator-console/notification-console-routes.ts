import type { FastifyPluginAsync } from 'fastify';
import { demoConsoleNotificationSchema } from '@vitrine/contract/notifications.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findUserByEmail, findUserByPhone } from '../../modules/users/user-service.ts';
import { sendNotification } from '../../modules/notifications/notification-delivery.ts';

/** A player of the tenant by e-mail or phone (as the operator types it), or null. */
async function findPlayer(db: Database, tenantId: number, contact: string) {
  if (contact.includes('@')) return findUserByEmail(db, tenantId, contact.trim());
  const phone = normalizePhone(contact);
  return phone ? findUserByPhone(db, tenantId, phone) : null;
}

/**
 * Demo mode's operator console: sends a notification to one player or to every player of the
 * tenant, which publishes `NotificationSent` and pushes it to their browsers.
 */
export const notificationConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  app.post('/demo/console/notifications', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const input = parseInput(demoConsoleNotificationSchema, bodyOf(request), locale);
    const player = input.player ? await findPlayer(services.db, tenant.id, input.player) : null;
    if (input.player && !player) throw new ApiError('player.not_found', locale);
    const { notification, push } = await sendNotification(services, tenant, {
      userId: player?.id ?? null,
      type: input.type ?? 'personal',
      name: input.name,
      message: input.message,
      img: input.img ?? null,
      userBox: input.user_box ?? null,
      now: services.clock(),
    });
    reply.code(201);
    return {
      message: t(locale, player ? 'notification_sent_player' : 'notification_sent_all', {
        id: notification.id,
        pushed: push.sent,
      }),
      notification,
      push,
    };
  });
};
