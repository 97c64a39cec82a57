import type { FastifyPluginAsync } from 'fastify';
import { casinoBetsQuerySchema, transactionsQuerySchema } from '@vitrine/contract/wallet.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { requireUser } from '../accounts/session.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { casinoBetsPage, periodStart } from './wallet-history.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { expireDueBonus } from '../bonuses/bonus-service.ts';
import {
  findWallet,
  presentWallet,
  publishBalanceMovements,
  transactionsPage,
} from './wallet-service.ts';

/** §7 Wallet and payments: the signed-in player's balances and histories, from the ledger. */
export const walletRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  app.get('/profile/wallet', async (request) => {
    const { user } = await requireUser(services, request);
    const player = { tenantId: user.tenantId, userId: user.id };
    // An active bonus past its deadline ends here (docs/design/bonuses.md "Expiry").
    const expired = await expireDueBonus(db, player, clock());
    if (expired) {
      const { slug } = currentTenant(request);
      await publishBalanceMovements(realtime, slug, expired.wallet, expired.entries);
      return { wallet: presentWallet(expired.wallet) };
    }
    const wallet = await findWallet(db, player);
    return { wallet: presentWallet(wallet) };
  });

  app.get('/wallet/transactions', async (request) => {
    const { user } = await requireUser(services, request);
    const query = parseInput(transactionsQuerySchema, request.query, requestLocale(request));
    return transactionsPage(
      db,
      { tenantId: user.tenantId, userId: user.id },
      {
        page: query.page,
        type: query.type,
        since: query.period ? periodStart(query.period, clock()) : undefined,
      },
    );
  });

  app.get('/wallet/bets', async (request) => {
    const { user } = await requireUser(services, request);
    const { page } = parseInput(casinoBetsQuerySchema, request.query, requestLocale(request));
    return casinoBetsPage(db, { tenantId: user.tenantId, userId: user.id }, page);
  });
};
