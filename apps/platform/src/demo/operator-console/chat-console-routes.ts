import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  demoConsoleChatDurationSchema,
  demoConsoleChatMessageSchema,
} from '@vitrine/contract/chat.ts';
import { ApiError } from '../../http/errors.ts';
import { formatDateTime, t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import {
  chatPresenter,
  mutePlayer,
  pinMessage,
  publishChatMessage,
  sendOperatorMessage,
} from '../../modules/chat/chat-service.ts';

const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

const minutesFrom = (now: Date, minutes: number) =>
  minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000);

/**
 * Demo mode's operator console: the chat's moderation (pin a message until a time, mute a player
 * for a while) and the operator's own messages to everyone. A pin changed or a message sent is
 * told to everyone with `MessageSent`.
 */
export const chatConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl, realtime } = services;

  app.post('/demo/console/chat/messages', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { text } = parseInput(demoConsoleChatMessageSchema, bodyOf(request), locale);
    const now = clock();
    const row = await sendOperatorMessage(db, { tenantId: tenant.id, text, now });
    const message = (await chatPresenter(db, tenant, publicUrl, now))(row, null);
    await publishChatMessage(realtime, tenant, message);
    reply.code(201);
    return { message: t(locale, 'chat_operator_sent', { id: row.id }), chat_message: message };
  });

  app.post('/demo/console/chat/messages/:id/pin', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('chat.message_not_found', locale);
    const { minutes } = parseInput(demoConsoleChatDurationSchema, bodyOf(request), locale);
    const now = clock();
    const until = minutesFrom(now, minutes);
    const pinned = await pinMessage(db, { tenantId: tenant.id, id: params.data.id, until });
    if (!pinned) throw new ApiError('chat.message_not_found', locale);
    const message = (await chatPresenter(db, tenant, publicUrl, now))(pinned.row, pinned.author);
    await publishChatMessage(realtime, tenant, message);
    return {
      message: until
        ? t(locale, 'chat_pinned', { id: message.id, date: formatDateTime(until, locale) })
        : t(locale, 'chat_unpinned', { id: message.id }),
      chat_message: message,
    };
  });

  app.post('/demo/console/chat/players/:id/mute', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('player.id_not_found', locale);
    const { minutes } = parseInput(demoConsoleChatDurationSchema, bodyOf(request), locale);
    const now = clock();
    const until = minutesFrom(now, minutes);
    const found = await mutePlayer(db, {
      tenantId: tenant.id,
      userId: params.data.id,
      until,
      now,
    });
    if (!found) throw new ApiError('player.id_not_found', locale);
    return {
      message: until
        ? t(locale, 'chat_player_muted', {
            id: params.data.id,
            date: formatDateTime(until, locale),
          })
        : t(locale, 'chat_player_unmuted', { id: params.data.id }),
      muted_until: until?.toISOString() ?? null,
    };
  });
};
