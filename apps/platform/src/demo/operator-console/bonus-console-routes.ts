import type { FastifyPluginAsync } from 'fastify';
import { demoBonusGrantSchema } from '@vitrine/contract/bonuses.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { ApiError } from '../../http/errors.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { expireBonus, grantBonus } from '../../modules/bonuses/bonus-lifecycle-service.ts';
import { presentBonus } from '../../modules/bonuses/bonus-service.ts';
import { findUserByEmail, findUserByPhone } from '../../modules/users/user-service.ts';
import {
  lockWallet,
  presentWallet,
  publishBalanceMovements,
} from '../../modules/wallet/wallet-service.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/** A player of the tenant by e-mail or phone (as the operator types it), or null. */
async function findPlayer(db: Database, tenantId: number, contact: string) {
  if (contact.includes('@')) return findUserByEmail(db, tenantId, contact.trim());
  const phone = normalizePhone(contact);
  return phone ? findUserByPhone(db, tenantId, phone) : null;
}

/**
 * Demo mode's operator console: grants a bonus to one player (docs/design/bonuses.md "Console"). A
 * regulated tenant grants none (Lei 14.790 art. 29 I): `bonuses.regulated`.
 */
export const bonusConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  app.post(
    '/demo/console/bonuses/grant',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      if (tenant.config.is_regulated) throw new ApiError('bonuses.regulated', locale);
      const input = parseInput(demoBonusGrantSchema, bodyOf(request), locale);
      const user = await findPlayer(db, tenant.id, input.player);
      if (!user) throw new ApiError('player.not_found', locale);
      const player = { tenantId: tenant.id, userId: user.id };
      const now = clock();
      const name = input.name ?? null;
      const done = await moneyTransaction(db, async (tx) => {
        const expired = await expireBonus(tx, await lockWallet(tx, player, now), now);
        const granted = await grantBonus(
          tx,
          expired.wallet,
          {
            source: 'console',
            name: { pt: name ?? 'Bônus do operador', en: name ?? 'Operator bonus' },
            amount: input.amount,
            rolloverMultiplier: input.rollover_multiplier,
            maxBet: input.max_bet ?? null,
            validDays: input.valid_days,
          },
          now,
        );
        return { expired, granted };
      });
      const { expired, granted } = done;
      if (expired.entries.length > 0) {
        await publishBalanceMovements(realtime, tenant.slug, expired.wallet, expired.entries);
      }
      if (!granted) throw new ApiError('bonuses.active_bonus', locale);
      await publishBalanceMovements(realtime, tenant.slug, granted.wallet, granted.entries);
      reply.code(201);
      return {
        message: t(locale, 'bonus_granted', {
          amount: formatMoney(input.amount, locale),
          id: granted.bonus.id,
        }),
        bonus: presentBonus(granted.bonus, null, locale),
        wallet: presentWallet(granted.wallet),
      };
    },
  );
};
