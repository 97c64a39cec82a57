import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendNoncedPage, tenantFrameAncestors } from '../../http/html-page.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { selfExcludedError } from '../../modules/accounts/session.ts';
import { refuseIdleSession } from '../../modules/responsible-gaming/money-session-service.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { publishRound } from '../../modules/bet-feed/bet-feed-service.ts';
import { answerOnce } from '../../modules/idempotency/idempotency-service.ts';
import { assetUrl } from '../../modules/storage/asset-url.ts';
import { findUserById, isSelfExcluded, publicName } from '../../modules/users/user-service.ts';
import {
  findWallet,
  presentWallet,
  publishBalanceMovements,
} from '../../modules/wallet/wallet-service.ts';
import { refreshMissions } from '../../modules/missions/mission-refresh-service.ts';
import { announceLevelUp } from '../../modules/vip/level-reward-service.ts';
import { cachedLadder } from '../../modules/vip/vip-ladder-service.ts';
import { findLaunch, playRound } from './launch-service.ts';
import { drawReels, SLOT_STAKES } from './slot-machine.ts';
import { expiredPage, slotPage } from './slot-page.ts';

const launchParamsSchema = z.object({ token: z.string().max(100) });

/** `POST …/spin`: one of the stakes on offer, in centavos. */
export const spinRequestSchema = z.object({
  stake: z
    .number()
    .int()
    .refine((stake) => SLOT_STAKES.some((offered) => offered === stake), 'invalid stake'),
});

function sendPage(
  reply: FastifyReply,
  tenant: Tenant,
  nonce: string,
  status: number,
  html: string,
) {
  return sendNoncedPage(reply, {
    html,
    nonce,
    status,
    imgSrc: "'self' data:",
    formAction: "'none'",
    frameAncestors: tenantFrameAncestors(tenant.domains),
  });
}

/**
 * The demo slot (docs/design/casino-api.md "Demo slot"): the page behind a launch's `gameUrl`, and
 * its spin. Both find the launch by token, for this tenant only.
 */
export const slotRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime, publicUrl } = services;

  app.get('/demo/slot/:token', async (request, reply) => {
    const tenant = currentTenant(request);
    const { token } = parseInput(launchParamsSchema, request.params);
    const nonce = randomBytes(16).toString('base64');
    const launch = await findLaunch(db, tenant.id, token, clock());
    if (!launch) {
      const locale = requestLocale(request);
      const html = expiredPage(locale, nonce, t(locale, 'launch_not_found'));
      return sendPage(reply, tenant, nonce, 404, html);
    }
    const wallet =
      launch.mode === 'real' && launch.userId !== null
        ? await findWallet(db, { tenantId: tenant.id, userId: launch.userId })
        : null;
    const html = slotPage({
      lang: launch.lang,
      title: launch.title,
      providerName: launch.providerName,
      mode: launch.mode,
      // Real money: cash and bonus, what a stake may take (docs/design/bonuses.md).
      balance: launch.mode === 'demo' ? (launch.demoBalance ?? 0) : presentWallet(wallet).balance,
      // Relative to the page (…/demo/slot/{token}), so a proxy's path prefix does not matter.
      spinUrl: `${token}/spin`,
      nonce,
      reels: drawReels(),
    });
    return sendPage(reply, tenant, nonce, 200, html);
  });

  app.post('/demo/slot/:token/spin', { config: { idempotency: 'money' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { token } = parseInput(launchParamsSchema, request.params, locale);
    const now = clock();
    const launch = await findLaunch(db, tenant.id, token, now);
    if (!launch) throw new ApiError('game.launch_not_found', locale);
    const { stake } = parseInput(spinRequestSchema, bodyOf(request), locale);
    const realMoney = launch.mode === 'real' && launch.userId !== null;
    const player =
      realMoney && launch.userId ? await findUserById(db, tenant.id, launch.userId) : null;
    if (realMoney) {
      if (!player) throw new ApiError('game.launch_not_found', locale);
      // §4: a self-excluded player does not wager, even from a game opened before.
      if (isSelfExcluded(player, now)) throw selfExcludedError(player, locale);
      // Issue 35: no bet from a session idle past the tenant's minutes. The round asks
      // `mayGamble` for the rest, after its wallet lock (playRound).
      await refuseIdleSession(db, request, { tenantId: tenant.id, userId: player.id }, now);
    }
    // Before the transaction: from memory on most spins (vip-ladder-service.ts).
    const ladder = realMoney ? await cachedLadder(db, tenant.id) : [];
    const { result: round } = await answerOnce(
      db,
      request,
      (tx) => playRound(tx, launch, stake, locale, now, ladder),
      (played) => played.result,
    );
    const { result, ledger, levelUp } = round;
    // Committed: tell the player's channel and everyone's feed. Demo credits are not money. The
    // player's movements are told before the answer, so one player's spins arrive in their order.
    if (ledger && player) {
      await publishBalanceMovements(realtime, tenant.slug, ledger.wallet, ledger.entries);
      void publishRound(realtime, tenant, {
        transaction: result.round_id,
        game: {
          id: launch.gameId,
          name: launch.title,
          image: assetUrl(publicUrl, tenant.slug, launch.imagePath, tenant.config.version),
        },
        // Issue 38: a player who hides their figures is not named beside their stake and win.
        playerName: player.hideMetrics || player.hideStatistics ? null : publicName(player),
        playerId: player.id,
        stake,
        win: result.win,
        at: now,
      });
      // Issue 38: a VIP level reached is told (its loyalty rows went with the movements above).
      if (levelUp) await announceLevelUp(services, tenant, levelUp, now);
      // Issue 36: the round may move the player's casino missions (after the commit, never failing).
      const owner = { tenantId: tenant.id, userId: player.id };
      const trigger = { kind: 'casino_round', gameId: launch.gameId } as const;
      await refreshMissions(services, tenant, owner, trigger, request.log);
    }
    return result;
  });
};
