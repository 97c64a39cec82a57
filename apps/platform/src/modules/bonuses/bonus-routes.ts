import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bonusesQuerySchema } from '@vitrine/contract/bonuses.ts';
import { ApiError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requireUser } from '../accounts/session.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import { presentWallet, publishBalanceMovements } from '../wallet/wallet-service.ts';
import {
  bonusPage,
  cancelBonus,
  expireDueBonus,
  type Moved,
  presentBonus,
} from './bonus-service.ts';

/** A bonus id in the path: an int4, like every id. */
const bonusParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * §7 `GET /wallet/bonuses` and our `POST /bonuses/{id}/cancel` (docs/design/bonuses.md): the
 * signed-in player's bonuses, and giving up the active one.
 */
export const bonusRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  app.get('/wallet/bonuses', async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const query = parseInput(bonusesQuerySchema, request.query, locale);
    const player = { tenantId: user.tenantId, userId: user.id };
    const expired = await expireDueBonus(db, player, clock());
    if (expired) await publish(currentTenant(request).slug, expired);
    return bonusPage(db, player, query, locale);
  });

  const publish = (slug: string, { wallet, entries }: Moved) =>
    publishBalanceMovements(realtime, slug, wallet, entries);

  app.post('/bonuses/:id/cancel', { config: { idempotency: 'money' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { user } = await requireUser(services, request);
    const params = bonusParams.safeParse(request.params);
    if (!params.success) throw new ApiError('bonuses.not_found', locale);
    const player = { tenantId: tenant.id, userId: user.id };
    const { result, answer } = await answerOnce(
      db,
      request,
      (tx) => cancelBonus(tx, player, params.data.id, clock()),
      (done) =>
        done.outcome === 'cancelled'
          ? {
              bonus: presentBonus(done.bonus, done.coupon, locale),
              wallet: presentWallet(done.wallet),
            }
          : null,
    );
    switch (result.outcome) {
      case 'not_found':
        throw new ApiError('bonuses.not_found', locale);
      case 'not_active':
        // Committed: an expiry on the way is told before the refusal.
        await publish(tenant.slug, result.moved);
        throw new ApiError('bonuses.not_active', locale);
      case 'cancelled':
        await publish(tenant.slug, result);
        return (
          answer ?? {
            bonus: presentBonus(result.bonus, result.coupon, locale),
            wallet: presentWallet(result.wallet),
          }
        );
    }
  });
};
