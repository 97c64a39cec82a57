import type { FastifyPluginAsync } from 'fastify';
import {
  type ChatRefusal,
  chatMessagesQuerySchema,
  sendChatMessageRequestSchema,
} from '@vitrine/contract/chat.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import { ApiError } from '../../http/errors.ts';
import { formatDateTime, formatMoney, type MessageParams } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { bearerToken, requireUser } from '../accounts/session.ts';
import {
  amountBet,
  chatPresenter,
  mutedUntil,
  publishChatMessage,
  recentMessages,
  sendPlayerMessage,
} from './chat-service.ts';

type WithoutMessage<T> = T extends unknown ? Omit<T, 'message'> : never;

/** A refusal in the contract's shape (`chatRefusalSchema`): its code's message, then `body`. */
const refusal = (
  code: 'chat.muted' | 'chat.min_amount_bet' | 'chat.rate_limited',
  locale: Locale,
  params: MessageParams,
  body: WithoutMessage<ChatRefusal>,
  headers: Record<string, string> = {},
) => new ApiError(code, locale, { params, extra: body, headers });

/**
 * §7 `GET /chat/messages` (anyone; a self-excluded player reads too) and `POST /chat/messages`
 * (a signed-in player who is not muted, has wagered the tenant's minimum and is under the rate
 * limit). docs/design/notifications-chat.md.
 */
export const chatRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl, realtime } = services;

  app.get('/chat/messages', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { limit } = parseInput(chatMessagesQuerySchema, request.query, locale);
    const owner =
      bearerToken(request) === null
        ? null
        : await requireUser(services, request, { allowSelfExcluded: true });
    const now = clock();
    const player = owner ? { tenantId: tenant.id, userId: owner.user.id } : null;
    const [rows, present, wagered, muted] = await Promise.all([
      recentMessages(db, tenant.id, limit, now),
      chatPresenter(db, tenant, publicUrl, now),
      player ? amountBet(db, player) : null,
      player ? mutedUntil(db, player, now) : null,
    ]);
    reply.header('Cache-Control', 'no-store');
    return {
      messages: rows.map(({ row, author }) => present(row, author)),
      amountBet: wagered,
      minAmountBet: tenant.config.chat_min_amount_bet,
      muted_until: muted?.toISOString() ?? null,
    };
  });

  app.post('/chat/messages', { config: { idempotency: 'answer' } }, async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { user } = await requireUser(services, request);
    const input = parseInput(sendChatMessageRequestSchema, bodyOf(request), locale);
    const now = clock();
    const result = await sendPlayerMessage(db, {
      tenant,
      userId: user.id,
      text: input.text,
      attachments: input.attachments,
      now,
    });
    switch (result.outcome) {
      case 'muted':
        throw refusal(
          'chat.muted',
          locale,
          { date: formatDateTime(result.until, locale) },
          { reason: 'muted', muted_until: result.until.toISOString() },
        );
      case 'min_amount_bet': {
        const missing = result.minAmountBet - result.amountBet;
        throw refusal(
          'chat.min_amount_bet',
          locale,
          {
            missing: formatMoney(missing, locale),
            minimum: formatMoney(result.minAmountBet, locale),
          },
          {
            reason: 'min_amount_bet',
            amountBet: result.amountBet,
            minAmountBet: result.minAmountBet,
            missing,
          },
        );
      }
      case 'rate_limited':
        throw refusal(
          'chat.rate_limited',
          locale,
          { seconds: result.retryAfterSeconds },
          { reason: 'rate_limited', retry_after: result.retryAfterSeconds },
          { 'Retry-After': String(result.retryAfterSeconds) },
        );
      case 'sent': {
        const present = await chatPresenter(db, tenant, publicUrl, now);
        const message = present(result.row, result.author);
        await publishChatMessage(realtime, tenant, message);
        reply.code(201);
        return { message };
      }
    }
  });
};
