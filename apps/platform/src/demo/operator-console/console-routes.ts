import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { sendNoncedPage } from '../../http/html-page.ts';
import { ApiError } from '../../http/errors.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { chatConsoleSection } from './chat-section.ts';
import { notificationsConsoleSection } from './notifications-section.ts';
import { publishBalanceMovements } from '../../modules/wallet/wallet-service.ts';
import { consolePage } from './console-page.ts';
import { missionsConsoleSection } from './missions-section.ts';
import { withdrawalsSection } from './withdrawals-section.ts';
import { responsibleGamingConsoleSection } from './responsible-gaming-section.ts';
import { impedimentConsoleSection } from './impediment-section.ts';
import { boxesConsoleSection } from './boxes-section.ts';
import { cashbackConsoleSection } from './cashback-section.ts';
import { bonusesConsoleSection } from './bonuses-section.ts';
import { promotionsConsoleSection } from './promotions-section.ts';
import { referralsConsoleSection } from './referrals-section.ts';
import {
  moveByOperator,
  presentWithdrawal,
  tenantWithdrawals,
  withdrawalStatusName,
} from '../../modules/withdrawals/withdrawal-service.ts';

const CONSOLE_PAGE_SIZE = 50;

const consoleQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
const withdrawalParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
// The operator's moves: approved, cancelled, invalid key, processing, under analysis (not back to 0).
const consoleMoveSchema = z.object({ status: z.number().int().min(1).max(5) });

/**
 * Demo mode's operator console (docs/design/payments-api.md "Demo operator console"): the tenant's
 * withdrawals, moved through §4's statuses, then the notifications and chat sections
 * (docs/design/notifications-chat.md). Like the demo bank, it sees this tenant only.
 */
export const consoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime } = services;

  app.get('/demo/console', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { page } = parseInput(consoleQuerySchema, request.query, locale);
    const { rows, total } = await tenantWithdrawals(db, {
      tenantId: tenant.id,
      page,
      pageSize: CONSOLE_PAGE_SIZE,
    });
    const lastPage = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
    const nonce = randomBytes(16).toString('base64');
    const [
      notificationsSection,
      chatSection,
      responsibleGamingSection,
      impedimentSection,
      boxesSection,
      missionsSection,
      promotionsSection,
      referralsSection,
    ] = await Promise.all([
      notificationsConsoleSection(db, tenant.id, locale),
      chatConsoleSection(db, tenant, {
        lang: locale,
        publicUrl: services.publicUrl,
        now: clock(),
      }),
      responsibleGamingConsoleSection(db, tenant, { lang: locale, now: clock() }),
      impedimentConsoleSection(db, tenant.id, locale),
      boxesConsoleSection(db, tenant.id, locale),
      missionsConsoleSection(db, tenant.id, locale),
      promotionsConsoleSection(db, tenant, locale),
      referralsConsoleSection(db, tenant.id, locale),
    ]);
    return sendNoncedPage(reply, {
      html: consolePage({
        lang: locale,
        nonce,
        sections: [
          withdrawalsSection({ lang: locale, rows, page, lastPage }),
          notificationsSection,
          chatSection,
          responsibleGamingSection,
          impedimentSection,
          boxesSection,
          missionsSection,
          cashbackConsoleSection(locale),
          bonusesConsoleSection(tenant.config.is_regulated, locale),
          promotionsSection,
          referralsSection,
        ],
      }),
      nonce,
      formAction: "'self'",
      frameAncestors: "'none'",
    });
  });

  app.post('/demo/console/withdrawals/:id/status', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const params = withdrawalParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('withdrawal.not_found', locale);
    const { status } = parseInput(consoleMoveSchema, bodyOf(request), locale);
    const result = await moveByOperator(db, {
      tenantId: tenant.id,
      id: params.data.id,
      status,
      now: clock(),
    });
    const label = (code: number) => t(locale, `withdrawal_status_${withdrawalStatusName(code)}`);
    switch (result.outcome) {
      case 'not_found':
        throw new ApiError('withdrawal.not_found', locale);
      case 'refused':
        throw new ApiError('withdrawal.final', locale, {
          params: { status: label(result.status) },
        });
      case 'held':
        throw new ApiError('withdrawal.held_debt', locale, {
          params: { balance: formatMoney(result.balance, locale) },
        });
      case 'moved': {
        const { withdrawal, key, wallet, entries } = result;
        if (wallet) await publishBalanceMovements(realtime, tenant.slug, wallet, entries);
        return {
          status: true as const,
          message: t(locale, 'withdrawal_moved', {
            id: withdrawal.id,
            status: label(withdrawal.status),
          }),
          withdrawal: presentWithdrawal(withdrawal, key),
          returned: entries.length > 0,
        };
      }
    }
  });
};
