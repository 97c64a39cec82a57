import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { type MissionClaimResponse, missionIdParams } from '@vitrine/contract/missions.ts';
import { missions } from '../../db/schema/rewards.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { optionalUser, requireUser } from '../accounts/session.ts';
import { announceBox } from '../boxes/award-box.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import { presentWallet, publishBalanceMovements } from '../wallet/wallet-service.ts';
import {
  catalogueMissions,
  isRunning,
  playerRowsOf,
  presentFor,
  presentMission,
  progressOf,
} from './mission-catalogue.ts';
import { noProgress } from './mission-progress.ts';
import { acceptMission, claimMission, findMission } from './mission-service.ts';
import { announceToPlayer } from './mission-refresh-service.ts';

/**
 * §7 missions (docs/design/missions.md): the list and one mission for a guest or a player, and
 * the player's accept and claim.
 */
export const missionRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  const playerOf = async (request: FastifyRequest) => {
    const owner = await optionalUser(services, request);
    return owner ? { tenantId: owner.user.tenantId, userId: owner.user.id } : null;
  };
  const idOf = (request: FastifyRequest) => {
    const locale = requestLocale(request);
    const id = Number(parseInput(missionIdParams, request.params, locale).id);
    // Ten digits may pass an int4: no such mission.
    if (id > 2_147_483_647) throw new ApiError('missions.not_found', locale);
    return id;
  };

  app.get('/missions', async (request, reply) => {
    const tenant = currentTenant(request);
    const player = await playerOf(request);
    const now = clock();
    reply.header('Cache-Control', 'no-store');
    if (!player) {
      const entries = await catalogueMissions(db, tenant.id, eq(missions.guestVisible, true));
      const running = entries.filter((entry) => isRunning(entry.mission, now));
      return { data: await presentFor(db, null, running, now) };
    }
    // Every running mission, and the ended ones the player took (claimed or expired).
    const entries = await catalogueMissions(db, tenant.id, undefined);
    const rows = await playerRowsOf(
      db,
      player,
      entries.map((entry) => entry.mission.id),
    );
    const shown = entries.filter(
      (entry) => isRunning(entry.mission, now) || rows.has(entry.mission.id),
    );
    return { data: await presentFor(db, player, shown, now) };
  });

  app.get('/missions/:id', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const missionId = idOf(request);
    const player = await playerOf(request);
    const now = clock();
    const entry = await findMission(db, tenant.id, missionId, locale);
    reply.header('Cache-Control', 'no-store');
    if (!player) {
      if (!entry.mission.guestVisible || !isRunning(entry.mission, now)) {
        throw new ApiError('missions.not_found', locale);
      }
      return {
        mission: presentMission(entry, undefined, noProgress(entry.mission.goalTarget), now),
      };
    }
    const row = (await playerRowsOf(db, player, [missionId])).get(missionId);
    if (!row && !isRunning(entry.mission, now)) throw new ApiError('missions.not_found', locale);
    const progress = await progressOf(db, player, entry.mission, row);
    return { mission: presentMission(entry, row, progress, now) };
  });

  app.post('/missions/:id/accept', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const missionId = idOf(request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const now = clock();
    const { entry, row } = await acceptMission(db, player, missionId, now, locale);
    const progress = await progressOf(db, player, entry.mission, row);
    return { mission: presentMission(entry, row, progress, now) };
  });

  // A claim moves money: its answer is kept with the money ('money'), so a replay finds it.
  app.post('/missions/:id/claim', { config: { idempotency: 'money' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { user } = await requireUser(services, request);
    const missionId = idOf(request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const now = clock();
    const { result, answer } = await answerOnce(
      db,
      request,
      (tx) => claimMission(tx, tenant, player, missionId, now, locale),
      (claimed): MissionClaimResponse => ({
        message: t(locale, 'mission_claimed'),
        mission: claimed.mission,
        wallet: claimed.wallet ? presentWallet(claimed.wallet) : null,
        user_box: claimed.box
          ? {
              id: claimed.box.userBox.id,
              box: {
                id: claimed.box.box.id,
                slug: claimed.box.box.slug,
                name: claimed.box.box.name,
                colour: claimed.box.box.colour,
                image: claimed.box.box.image,
              },
            }
          : null,
      }),
    );
    if (!answer) throw new Error('a claim always answers');
    // Committed: the movement, the box and the mission, on the player's channel, before the answer.
    if (result.wallet) {
      await publishBalanceMovements(services.realtime, tenant.slug, result.wallet, result.entries);
    }
    if (result.box) await announceBox(services, tenant, result.box, now);
    await announceToPlayer(services, tenant, user.id, result.mission);
    return answer;
  });
};
