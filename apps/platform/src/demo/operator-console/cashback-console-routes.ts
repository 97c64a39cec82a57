import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CASHBACK_CLAIMS } from '@vitrine/contract/bonuses.ts';
import {
  demoCashbackAdvanceSchema,
  demoCashbackEntrySchema,
} from '@vitrine/contract/cashback-console.ts';
import { nextCashbackClaim } from '@vitrine/contract/cashback-schedule.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { cashbackEntries } from '../../db/schema/bonuses.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import {
  type CashbackRow,
  cashbackAmount,
  cashbackBalance,
  cashbackError,
  cashLosses,
  entryClock,
  percentageHundredths,
  presentCashbackEntry,
} from '../../modules/bonuses/cashback-service.ts';
import { findUserByEmail, findUserByPhone } from '../../modules/users/user-service.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Console entries made in the same millisecond move on by one until their start is free. */
const ENTRY_START_TRIES = 20;

/** A player of the tenant by e-mail or phone (as the operator types it), or null. */
async function findPlayer(db: Database, tenantId: number, contact: string) {
  if (contact.includes('@')) return findUserByEmail(db, tenantId, contact.trim());
  const phone = normalizePhone(contact);
  return phone ? findUserByPhone(db, tenantId, phone) : null;
}

const brl = (locale: string, centavos: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(centavos / 100);

/**
 * Demo mode's operator console (docs/design/cashback.md "Console"): a cashback entry made for one
 * player now, whatever the tenant's switch, and an entry's clock moved to its next unlock.
 */
export const cashbackConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post(
    '/demo/console/cashback/entry',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(demoCashbackEntrySchema, bodyOf(request), locale);
      const user = await findPlayer(db, tenant.id, input.player);
      if (!user) throw new ApiError('player.not_found', locale);
      const player = { tenantId: tenant.id, userId: user.id };
      const now = clock();
      // The last 7 days up to and including this moment.
      const [losses = 0] = await cashLosses(db, player, [
        { start: new Date(now.getTime() - WEEK_MS), end: new Date(now.getTime() + 1) },
      ]);
      const hundredths = percentageHundredths(tenant);
      const amount = input.amount ?? cashbackAmount(losses, hundredths);
      // Every claim pays at least a centavo, so an entry is never smaller than its claims.
      const least = CASHBACK_CLAIMS[input.type];
      if (amount < least) {
        const message = t(locale, 'cashback_console_amount', { amount: brl(locale, least) });
        throw new ApiError('validation.failed', locale, { errors: { amount: [message] } });
      }
      // A console entry is a moment, not a period: it starts and ends when it is made (unique by
      // its start, so it never takes a weekly period's place).
      let made: CashbackRow | undefined;
      for (let step = 0; !made && step < ENTRY_START_TRIES; step += 1) {
        const at = new Date(now.getTime() + step);
        [made] = await db
          .insert(cashbackEntries)
          .values({
            ...player,
            type: input.type,
            periodStart: at,
            periodEnd: at,
            losses,
            percentageHundredths: hundredths,
            amount,
            availableAt: now,
            creditedTo: cashbackBalance(tenant),
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
      }
      if (!made) throw new Error('no free start for a console cashback entry');
      reply.code(201);
      return {
        message: t(locale, 'cashback_entry_made', { id: made.id, amount: brl(locale, amount) }),
        entry: presentCashbackEntry(made, now),
      };
    },
  );

  app.post(
    '/demo/console/cashback/advance',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const { entry_id: id } = parseInput(demoCashbackAdvanceSchema, bodyOf(request), locale);
      const own = and(eq(cashbackEntries.id, id), eq(cashbackEntries.tenantId, tenant.id));
      const [row] = await db.select().from(cashbackEntries).where(own);
      if (!row) throw cashbackError('bonuses.cashback_not_found', locale);
      const now = clock();
      const next = nextCashbackClaim(
        { type: row.type, amount: row.amount, claimed: row.claimed, available_at: row.availableAt },
        entryClock(row, now),
      );
      if (!next) throw cashbackError('bonuses.cashback_claimed', locale);
      // The entry's clock runs ahead far enough that its next claim unlocks now; never back.
      const ahead = Math.ceil((next.unlocksAt.getTime() - now.getTime()) / 1000);
      const offset = Math.max(row.clockOffsetSeconds, ahead, 0);
      const [moved] = await db
        .update(cashbackEntries)
        .set({ clockOffsetSeconds: offset })
        .where(own)
        .returning();
      if (!moved) throw cashbackError('bonuses.cashback_not_found', locale);
      return {
        message: t(locale, 'cashback_advanced', { id: moved.id }),
        entry: presentCashbackEntry(moved, now),
      };
    },
  );
};
