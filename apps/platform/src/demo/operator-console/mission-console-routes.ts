import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { demoMissionAssignSchema, demoMissionCreateSchema } from '@vitrine/contract/missions.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import {
  acceptMission,
  createMission,
  findMission,
  presentForPlayer,
} from '../../modules/missions/mission-service.ts';
import {
  announceToGuests,
  announceToPlayer,
} from '../../modules/missions/mission-refresh-service.ts';
import {
  findUserByEmail,
  findUserByPhone,
  isSelfExcluded,
} from '../../modules/users/user-service.ts';

/** A player of the tenant by e-mail or phone (as the operator types it), or null. */
async function findPlayer(db: Database, tenantId: number, contact: string) {
  if (contact.includes('@')) return findUserByEmail(db, tenantId, contact.trim());
  const phone = normalizePhone(contact);
  return phone ? findUserByPhone(db, tenantId, phone) : null;
}

/**
 * Demo mode's operator console for missions (docs/design/missions.md "Console"): creates one, or
 * assigns one — accepts it for a player or for every player — and tells them (`MissionAssigned`);
 * a guest-visible one also goes out on the guests' channels.
 */
export const missionConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post(
    '/demo/console/missions',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(demoMissionCreateSchema, bodyOf(request), locale);
      const now = clock();
      const entry = await createMission(
        db,
        tenant,
        {
          name: input.name,
          description: input.description ?? null,
          goal: input.goal,
          target: input.target,
          gameId: input.game_id ?? null,
          provider: input.provider ?? null,
          reward: input.reward,
          rewardAmount: input.reward_amount ?? null,
          rewardBoxId: input.reward_box_id ?? null,
          guestVisible: input.guest_visible,
          startsAt: now,
          endsAt: input.ends_at ? new Date(input.ends_at) : null,
        },
        locale,
      );
      await announceToGuests(services, tenant, entry);
      reply.code(201);
      return {
        message: t(locale, 'mission_created', { id: entry.mission.id }),
        mission: await presentForPlayer(db, null, entry, now),
      };
    },
  );

  app.post(
    '/demo/console/missions/assign',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(demoMissionAssignSchema, bodyOf(request), locale);
      const entry = await findMission(db, tenant.id, input.mission_id, locale);
      const now = clock();
      const chosen = input.player ? await findPlayer(db, tenant.id, input.player) : null;
      if (input.player && !chosen) throw new ApiError('player.not_found', locale);
      const players = chosen
        ? [chosen]
        : (await db.select().from(users).where(eq(users.tenantId, tenant.id))).filter(
            (user) => !isSelfExcluded(user, now),
          );
      for (const user of players) {
        const player = { tenantId: tenant.id, userId: user.id };
        const { row } = await acceptMission(db, player, entry.mission.id, now, locale);
        const mission = await presentForPlayer(db, player, entry, now, row);
        await announceToPlayer(services, tenant, user.id, mission);
      }
      await announceToGuests(services, tenant, entry);
      return {
        message: chosen
          ? t(locale, 'mission_assigned_player', { id: entry.mission.id })
          : t(locale, 'mission_assigned_all', { id: entry.mission.id, count: players.length }),
        assigned: players.length,
      };
    },
  );
};
