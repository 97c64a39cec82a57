import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type BoxBuyResponse,
  type BoxOpenResponse,
  type PrizeSellResponse,
  boxBuyRequestSchema,
  boxesPageQuerySchema,
  boxOpenRequestSchema,
  boxRefParams,
  clientSeedChangeSchema,
  sellRequestSchema,
} from '@vitrine/contract/boxes.ts';
import { loyaltyCashoutRequestSchema } from '@vitrine/contract/wallet.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requirePlayer } from '../accounts/session.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import { refreshMissions } from '../missions/mission-refresh-service.ts';
import { requireMoneySession } from '../responsible-gaming/money-session-service.ts';
import { lockWallet, presentWallet, publishBalanceMovements } from '../wallet/wallet-service.ts';
import { boxCatalogue, findBox, prizeTables, presentBox } from './box-catalogue.ts';
import {
  buyBox,
  cashOutLoyalty,
  type Moved,
  openBox,
  rewardError,
  playerBoxPage,
  playerPrizePage,
  sellBox,
  sellPrize,
} from './box-service.ts';
import { changeClientSeed, fairnessOf, presentActiveSeed, rotateSeed } from './fairness-service.ts';

/**
 * §7 "Boxes and prizes", the fair draw's seeds and the loyalty wallet (docs/design/boxes.md). The
 * catalogue is open to guests; everything else is the signed-in player's. Every call that moves a
 * box or money stores its answer with it (`idempotency: 'money'`).
 */
export const boxRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  const signedInPlayer = (request: FastifyRequest) => requirePlayer(services, request);

  /** Committed: the player's channel hears of each movement before the answer goes out. */
  const publish = (request: FastifyRequest, { wallet, entries }: Moved) =>
    publishBalanceMovements(realtime, currentTenant(request).slug, wallet, entries);

  app.get('/boxes/all', async (request) => ({
    data: await boxCatalogue(db, currentTenant(request)),
  }));

  app.get('/boxes/get/:id/prizes', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { id } = parseInput(boxRefParams, request.params, locale);
    const box = await findBox(db, tenant.id, id);
    if (!box) throw rewardError('boxes.not_found', locale);
    const table = (await prizeTables(db, tenant.id, [box.id])).get(box.id) ?? [];
    const presented = presentBox(tenant, box, table);
    return { box: presented, prizes: presented.prizes };
  });

  app.get('/boxes/user/get', async (request) => {
    const player = await signedInPlayer(request);
    const { page } = parseInput(boxesPageQuerySchema, request.query, requestLocale(request));
    return playerBoxPage(db, player, page);
  });

  app.get('/prizes/user', async (request) => {
    const player = await signedInPlayer(request);
    const { page } = parseInput(boxesPageQuerySchema, request.query, requestLocale(request));
    return playerPrizePage(db, player, page);
  });

  app.post(
    '/boxes/buy',
    { config: { idempotency: 'money' } },
    async (request): Promise<BoxBuyResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      await signedInPlayer(request);
      const { box_id: boxId } = parseInput(boxBuyRequestSchema, bodyOf(request), locale);
      // docs/product/brazil.md "Loot boxes": never sold on a regulated tenant, whatever the box.
      if (tenant.config.is_regulated) throw rewardError('boxes.not_for_sale', locale);
      // Issue 35: a purchase is a stake, so not from a session idle past the tenant's minutes.
      const { user } = await requireMoneySession(services, request);
      const box = await findBox(db, tenant.id, String(boxId));
      if (!box) throw rewardError('boxes.not_found', locale);
      const player = { tenantId: tenant.id, userId: user.id };
      const { result, answer } = await answerOnce(
        db,
        request,
        (tx) => buyBox(tx, tenant, player, box, clock(), locale),
        (bought): BoxBuyResponse => ({
          user_box: bought.userBox,
          wallet: presentWallet(bought.wallet),
        }),
      );
      await publish(request, result);
      return answer ?? { user_box: result.userBox, wallet: presentWallet(result.wallet) };
    },
  );

  app.post(
    '/boxes/open',
    { config: { idempotency: 'money' } },
    async (request): Promise<BoxOpenResponse> => {
      const locale = requestLocale(request);
      const player = await signedInPlayer(request);
      const { box_id: id } = parseInput(boxOpenRequestSchema, bodyOf(request), locale);
      const { result, answer } = await answerOnce(
        db,
        request,
        (tx) => openBox(tx, player, id, clock(), locale),
        (opened): BoxOpenResponse => opened,
      );
      // An opened box may move the player's "open a box" missions (after the commit, never failing).
      if (!answer) {
        const tenant = currentTenant(request);
        await refreshMissions(services, tenant, player, { kind: 'box_opened' }, request.log);
      }
      return answer ?? result;
    },
  );

  app.post('/boxes/sell', { config: { idempotency: 'money' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const player = await signedInPlayer(request);
    const { id } = parseInput(sellRequestSchema, bodyOf(request), locale);
    const present = (sold: Awaited<ReturnType<typeof sellBox>>) => ({
      sold: sold.sold,
      wallet: presentWallet(sold.wallet),
    });
    const { result, answer } = await answerOnce(
      db,
      request,
      (tx) => sellBox(tx, tenant, player, id, clock(), locale),
      present,
    );
    await publish(request, result);
    return answer ?? present(result);
  });

  app.post(
    '/prizes/sell',
    { config: { idempotency: 'money' } },
    async (request): Promise<PrizeSellResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const player = await signedInPlayer(request);
      const { id } = parseInput(sellRequestSchema, bodyOf(request), locale);
      const present = (sold: Awaited<ReturnType<typeof sellPrize>>): PrizeSellResponse => ({
        prize: sold.prize,
        wallet: presentWallet(sold.wallet),
      });
      const { result, answer } = await answerOnce(
        db,
        request,
        (tx) => sellPrize(tx, tenant, player, id, clock(), locale),
        present,
      );
      await publish(request, result);
      return answer ?? present(result);
    },
  );

  app.get('/boxes/fairness', async (request) => {
    const player = await signedInPlayer(request);
    return fairnessOf(db, player, clock());
  });

  app.post(
    '/boxes/fairness/client-seed',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const player = await signedInPlayer(request);
      const { client_seed: clientSeed } = parseInput(
        clientSeedChangeSchema,
        bodyOf(request),
        locale,
      );
      const now = clock();
      const seed = await moneyTransaction(db, async (tx) => {
        // The wallet lock orders it with the player's draws: a draw signs with one seed or the other.
        await lockWallet(tx, player, now);
        return changeClientSeed(tx, player, clientSeed, now);
      });
      return { active: presentActiveSeed(seed) };
    },
  );

  app.post('/boxes/fairness/rotate', { config: { idempotency: 'answer' } }, async (request) => {
    const player = await signedInPlayer(request);
    const now = clock();
    return moneyTransaction(db, async (tx) => {
      await lockWallet(tx, player, now);
      return rotateSeed(tx, player, now);
    });
  });

  app.post('/wallet/loyalty/cashout', { config: { idempotency: 'money' } }, async (request) => {
    const locale = requestLocale(request);
    const player = await signedInPlayer(request);
    const { amount } = parseInput(loyaltyCashoutRequestSchema, bodyOf(request), locale);
    const { result, answer } = await answerOnce(
      db,
      request,
      (tx) => cashOutLoyalty(tx, player, amount, clock(), locale),
      (moved) => ({ wallet: presentWallet(moved.wallet) }),
    );
    await publish(request, result);
    return answer ?? { wallet: presentWallet(result.wallet) };
  });
};
