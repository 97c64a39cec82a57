import type { FastifyPluginAsync } from 'fastify';
import { demoBoxAwardSchema } from '@vitrine/contract/boxes.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { announceBox, grantBox, presentPlayerBox } from '../../modules/boxes/box-service.ts';
import { findUserByEmail, findUserByPhone } from '../../modules/users/user-service.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/** A player of the tenant by e-mail or phone (as the operator types it), or null. */
async function findPlayer(db: Database, tenantId: number, contact: string) {
  if (contact.includes('@')) return findUserByEmail(db, tenantId, contact.trim());
  const phone = normalizePhone(contact);
  return phone ? findUserByPhone(db, tenantId, phone) : null;
}

/**
 * Demo mode's operator console: awards a box to one player (docs/design/boxes.md "Rewards"), which
 * publishes `NotifyNewUserBox` and a notification linking to the box after the commit.
 */
export const boxConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  app.post('/demo/console/boxes/award', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const input = parseInput(demoBoxAwardSchema, bodyOf(request), locale);
    const player = await findPlayer(services.db, tenant.id, input.player);
    if (!player) throw new ApiError('player.not_found', locale);
    const now = services.clock();
    const granted = await moneyTransaction(services.db, (tx) =>
      grantBox(
        tx,
        { tenantId: tenant.id, userId: player.id },
        { boxId: input.box_id, source: 'console' },
        now,
        locale,
      ),
    );
    await announceBox(services, tenant, granted, now);
    reply.code(201);
    return {
      message: t(locale, 'box_awarded', { box: granted.box.name, id: granted.userBox.id }),
      user_box: presentPlayerBox(granted.userBox, granted.box),
    };
  });
};
