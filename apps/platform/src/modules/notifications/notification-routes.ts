import type { FastifyPluginAsync } from 'fastify';
import {
  markAllReadParamsSchema,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  pushSubscriptionRequestSchema,
} from '@vitrine/contract/notifications.ts';
import { translateValidation } from '@vitrine/contract/validation/message-key.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { requirePlayer, requireUser } from '../accounts/session.ts';
import { listNotifications, markAllRead, readNotification } from './notification-service.ts';
import { storeSubscription } from './web-push.ts';

/**
 * §7 notifications and `POST subscription` (docs/design/notifications-chat.md). A self-excluded
 * player still reads what the operator sent them; only subscribing to push is refused.
 */
export const notificationRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;
  const player = (request: Parameters<typeof requirePlayer>[1]) =>
    requirePlayer(services, request, { allowSelfExcluded: true });

  app.get('/notifications', async (request, reply) => {
    const owner = await player(request);
    const query = parseInput(notificationsQuerySchema, request.query, requestLocale(request));
    reply.header('Cache-Control', 'no-store');
    return listNotifications(db, owner, { page: query.page, perPage: query.per_page });
  });

  app.post('/notifications/:id/read', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const owner = await player(request);
    const params = notificationIdParamsSchema.safeParse(request.params);
    const read = params.success ? await readNotification(db, owner, params.data.id, clock()) : null;
    if (!read) throw new ApiError('notification.not_found', locale);
    return read;
  });

  app.post(
    '/notifications/:type/mark-all-read',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const owner = await player(request);
      const { type } = parseInput(markAllReadParamsSchema, request.params, locale);
      return markAllRead(db, owner, type, clock());
    },
  );

  app.post('/subscription', { config: { idempotency: 'answer' } }, async (request, reply) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const subscription = parseInput(pushSubscriptionRequestSchema, bodyOf(request), locale);
    // Browsers' push services are https; the platform posts to plain http only in demo mode
    // (a local push service), never to an address a player chose in production.
    if (!services.demoMode && new URL(subscription.endpoint).protocol !== 'https:') {
      const errors = { endpoint: [translateValidation('validation.url', locale, 'endpoint')] };
      throw new ApiError('validation.failed', locale, { errors });
    }
    const { row, created } = await storeSubscription(
      db,
      { tenantId: user.tenantId, userId: user.id },
      subscription,
      clock(),
    );
    reply.code(created ? 201 : 200);
    return {
      subscription: { id: row.id, endpoint: row.endpoint, created_at: row.createdAt.toISOString() },
    };
  });
};
