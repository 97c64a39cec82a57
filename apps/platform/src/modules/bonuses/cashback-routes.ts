import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type CashbackResponse,
  cashbackClaimRequestSchema,
  type cashbackClaimResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import type { z } from 'zod';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requirePlayer } from '../accounts/session.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import { presentWallet, publishBalanceMovements } from '../wallet/wallet-service.ts';
import {
  type CashbackClaimed,
  cashbackOf,
  claimCashback,
  presentCashbackEntry,
} from './cashback-service.ts';

type CashbackClaimAnswer = z.infer<typeof cashbackClaimResponseSchema>;

/**
 * §4 "Cashback claim", §7 (docs/design/bonuses-plan.md "Cashback"): the signed-in player's entries
 * and the claim of an entry's next part, which stores its answer with the money.
 */
export const cashbackRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  const signedInPlayer = (request: FastifyRequest) => requirePlayer(services, request);

  app.get('/bonuses/cashback', async (request): Promise<CashbackResponse> => {
    const player = await signedInPlayer(request);
    return cashbackOf(db, currentTenant(request), player, clock());
  });

  app.post(
    '/bonuses/cashback/claim',
    { config: { idempotency: 'money' } },
    async (request): Promise<CashbackClaimAnswer> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const player = await signedInPlayer(request);
      const { cashback_id: id } = parseInput(cashbackClaimRequestSchema, bodyOf(request), locale);
      const now = clock();
      const present = (claimed: CashbackClaimed): CashbackClaimAnswer => ({
        entry: presentCashbackEntry(claimed.row, now),
        amount: claimed.amount,
        wallet: presentWallet(claimed.wallet),
      });
      const { result, answer } = await answerOnce(
        db,
        request,
        (tx) => claimCashback(tx, tenant, player, id, now, locale),
        present,
      );
      // Committed: the player's channel hears of the movement before the answer goes out.
      await publishBalanceMovements(realtime, tenant.slug, result.wallet, result.entries);
      return answer ?? present(result);
    },
  );
};
