import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  broadcastingAuthRequestSchema,
  broadcastingUserAuthRequestSchema,
  isGuestMemberId,
  type PresenceMemberInfo,
  privateChannelOwner,
} from '@vitrine/contract/realtime.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { bearerToken, requireUser } from '../accounts/session.ts';
import { avatarUrl, publicName, type UserRow } from '../users/user-service.ts';

/** pusher-js posts its auth requests as a form; our own client sends JSON. */
function registerFormParser(app: Parameters<FastifyPluginAsync>[0]) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}

const guestIdOf = (request: FastifyRequest) => {
  const header = request.headers['guest-id'];
  return typeof header === 'string' ? header : null;
};

/**
 * §7 "Realtime" (docs/design/realtime.md): `POST /broadcasting/auth` signs a subscription to the
 * caller's own channel — a player's `private-universal.{id}` with their Bearer, a guest's
 * `private-guest.{id}` with its Guest-ID, presence on this tenant's casino (a signed-in player, or
 * a guest by its Guest-ID under that id) —
 * and `POST /broadcasting/user-auth` signs a player's sign-in. Anything else is a 403.
 */
export const broadcastingRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { realtime, publicUrl } = services;
  registerFormParser(app);

  const memberInfo = (user: UserRow, tenantSlug: string): PresenceMemberInfo => ({
    name: publicName(user),
    avatar: user.avatarPath ? avatarUrl(publicUrl, tenantSlug, user.avatarPath) : null,
  });

  app.post('/broadcasting/auth', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { socket_id, channel_name } = parseInput(
      broadcastingAuthRequestSchema,
      bodyOf(request),
      locale,
    );
    const forbidden = new ApiError('realtime.channel_forbidden', locale);
    const owner = privateChannelOwner(channel_name);
    // A bad or another tenant's token is a 401, as on every call; no token is a guest.
    const player = bearerToken(request) === null ? null : await requireUser(services, request);

    if (owner?.kind === 'guest') {
      if (player || guestIdOf(request) !== owner.guestId) throw forbidden;
      return { auth: realtime.signChannel(tenant.slug, socket_id, channel_name) };
    }
    const guestId = guestIdOf(request);
    if (
      !player &&
      owner?.kind === 'presence' &&
      owner.casinoId === tenant.config.casino_id &&
      guestId !== null &&
      isGuestMemberId(guestId)
    ) {
      // A guest with the chat open reads who is online (docs/design/notifications-chat.md
      // "Guests"): a member under its guest id, with nothing to show, that nobody counts.
      const channelData = JSON.stringify({
        user_id: guestId,
        user_info: { name: null, avatar: null } satisfies PresenceMemberInfo,
      });
      return {
        auth: realtime.signChannel(tenant.slug, socket_id, channel_name, channelData),
        channel_data: channelData,
      };
    }
    if (!player) throw forbidden;
    if (owner?.kind === 'player' && owner.userId === player.user.id) {
      return { auth: realtime.signChannel(tenant.slug, socket_id, channel_name) };
    }
    if (owner?.kind === 'presence' && owner.casinoId === tenant.config.casino_id) {
      const channelData = JSON.stringify({
        user_id: String(player.user.id),
        user_info: memberInfo(player.user, tenant.slug),
      });
      return {
        auth: realtime.signChannel(tenant.slug, socket_id, channel_name, channelData),
        channel_data: channelData,
      };
    }
    throw forbidden;
  });

  app.post('/broadcasting/user-auth', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { socket_id } = parseInput(broadcastingUserAuthRequestSchema, bodyOf(request), locale);
    if (bearerToken(request) === null) throw new ApiError('realtime.channel_forbidden', locale);
    const { user } = await requireUser(services, request);
    const userData = JSON.stringify({
      id: String(user.id),
      user_info: memberInfo(user, tenant.slug),
    });
    return { auth: realtime.signUser(tenant.slug, socket_id, userData), user_data: userData };
  });
};
