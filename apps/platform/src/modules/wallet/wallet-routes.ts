import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../auth/session.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { findWallet, presentWallet } from './wallet-service.ts';

/** §7 `GET profile/wallet`: the signed-in player's balances, from the ledger. */
export const walletRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  app.get('/profile/wallet', async (request) => {
    const { user } = await requireUser(services, request);
    const wallet = await findWallet(services.db, { tenantId: user.tenantId, userId: user.id });
    return { wallet: presentWallet(wallet) };
  });
};
