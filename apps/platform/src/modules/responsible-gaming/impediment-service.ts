import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import { channels } from '@vitrine/contract/realtime.ts';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { impedimentEvents } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import { brazilDateOf } from '../../http/brazil-calendar.ts';
import { formatDateTime, t } from '../../http/messages.ts';
import type { Clock } from '../../http/clock.ts';
import type { Realtime } from '../../services/realtime.ts';
import type {
  ImpedimentAnswer,
  MessageSender,
  TenantServices,
} from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { revokeUserTokens } from '../accounts/token-service.ts';
import {
  createNotification,
  type NotificationRow,
  presentNotification,
} from '../notifications/notification-service.ts';
import type { UserRow } from '../users/user-service.ts';

// The central impediment check (IN SPA/MF 31/2025; docs/design/responsible-gaming.md "The
// impediment directory"): at registration, at the first sign-in of each São Paulo day, and every
// 15 days for the whole base (impediment-sweep-service.ts). A new impediment is told to the player at once;
// they may withdraw for two days, and the account is closed three days after it was found.

type Impediment = Exclude<ImpedimentAnswer, 'not_impeded'>;

/**
 * Registration: an impeded CPF is refused (422, naming the reason); a directory that does not
 * answer refuses too, with a 503 the player can retry — no account is opened unchecked.
 */
export async function assertRegistrationNotImpeded(
  services: TenantServices,
  cpf: string,
  locale: Locale,
): Promise<void> {
  let answer: ImpedimentAnswer;
  try {
    answer = await services.impedimentDirectory.check(cpf);
  } catch {
    throw new ApiError('registration.impediment_unavailable', locale, {
      headers: { 'Retry-After': '60' },
    });
  }
  if (answer !== 'not_impeded') {
    throw new ApiError('registration.impeded', locale, {
      params: { reason: t(locale, `impeded_${answer}`) },
      field: 'cpf',
      extra: { impeded: answer },
    });
  }
}

/** What recording an answer needs: the database, the clock, and the notice's delivery. */
export interface ImpedimentServices {
  db: Database;
  clock: Clock;
  messages: MessageSender;
  realtime: Pick<Realtime, 'publish'>;
}

/** Who asked the directory: the sign-in of the day, or the 15-day sweep. */
export type ImpedimentSource = 'sign_in' | 'sweep';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the two days an impeded player has to withdraw (IN SPA/MF 31/2025). */
export const withdrawalDeadline = (impededAt: Date) => new Date(impededAt.getTime() + 2 * DAY_MS);

/** When an impeded account is closed: three days after the impediment was found. */
export const closureDue = (impededAt: Date) => new Date(impededAt.getTime() + 3 * DAY_MS);

/** The player's notice of a new impediment, in their language: no invitation to come back. */
function impedimentNotice(user: UserRow, impediment: Impediment, impededAt: Date) {
  const locale = user.language;
  return {
    name: t(locale, 'impediment_notice_title'),
    message: t(locale, 'impediment_notice', {
      reason: t(locale, `impeded_${impediment}`),
      withdraw_by: formatDateTime(withdrawalDeadline(impededAt), locale),
      closes_at: formatDateTime(closureDue(impededAt), locale),
    }),
  };
}

/**
 * The stored notice, delivered: live to an open page, and by e-mail, since a player found by the
 * sweep may not come back within the day. It stays stored if either fails.
 */
async function deliverNotice(
  services: ImpedimentServices,
  tenant: Tenant,
  user: UserRow,
  row: NotificationRow,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  try {
    await services.realtime.publish(
      tenant.slug,
      channels.player(user.id),
      'NotificationSent',
      presentNotification(row, null),
    );
    const message = { subject: row.name, body: row.message, code: null };
    const email = { tenantId: tenant.id, channel: 'email' as const, to: user.email };
    await services.messages.send({ ...email, ...message }, row.createdAt);
  } catch (error) {
    log.warn({ err: error, notificationId: row.id }, 'impediment notice not delivered');
  }
}

/**
 * Stores what the directory answered for one player, under a row lock so two askers agree:
 * the day it was asked, and the impediment. A new impediment starts the three days, is recorded
 * and writes the player's notice in the same transaction (so exactly once); an impediment the
 * directory no longer reports before closure is cleared and recorded. A closed account only
 * has its day stored. Returns the user as stored, or null if the player is gone.
 */
export async function recordImpedimentAnswer(
  services: ImpedimentServices,
  tenant: Tenant,
  userId: number,
  answer: ImpedimentAnswer,
  source: ImpedimentSource,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<UserRow | null> {
  const now = services.clock();
  // READ COMMITTED: the row lock waits for a sweep or a registration instead of failing.
  const outcome = await moneyTransaction(services.db, async (tx) => {
    const [current] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, userId)))
      .for('update');
    if (!current) return null;
    const changes: Partial<UserRow> = { impedimentCheckedOn: brazilDateOf(now), updatedAt: now };
    const impediment = answer === 'not_impeded' ? null : answer;
    let event: 'impeded' | 'cleared' | null = null;
    if (!current.closedAt) {
      changes.impediment = impediment;
      if (impediment && !current.impediment) {
        changes.impededAt = now;
        // No marketing to an impeded player: the promotional e-mail consent goes off for good.
        changes.receivePromotionsEmail = false;
        event = 'impeded';
      } else if (!impediment && current.impediment) {
        changes.impededAt = null;
        event = 'cleared';
      }
    }
    const [row] = await tx
      .update(users)
      .set(changes)
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, userId)))
      .returning();
    if (!row) return null;
    if (event) {
      await tx
        .insert(impedimentEvents)
        .values({ tenantId: tenant.id, userId, kind: event, answer, source, createdAt: now });
    }
    const notice =
      event === 'impeded' && impediment
        ? await createNotification(tx, {
            tenantId: tenant.id,
            userId,
            type: 'personal',
            ...impedimentNotice(row, impediment, now),
            img: null,
            userBox: null,
            now,
          })
        : null;
    return { row, notice };
  });
  if (outcome?.notice) await deliverNotice(services, tenant, outcome.row, outcome.notice, log);
  return outcome?.row ?? null;
}

/**
 * Closes the tenant's impeded accounts whose three days have passed (only `userId`'s if given):
 * recorded, and every session of theirs ends. Returns how many were closed.
 */
export async function closeDueImpededAccounts(
  db: Database,
  tenantId: number,
  now: Date,
  source: ImpedimentSource,
  userId?: number,
): Promise<number> {
  const foundBefore = new Date(now.getTime() - 3 * DAY_MS);
  return moneyTransaction(db, async (tx) => {
    const closed = await tx
      .update(users)
      .set({ closedAt: now, closedReason: 'impediment', updatedAt: now })
      .where(
        and(
          eq(users.tenantId, tenantId),
          userId === undefined ? undefined : eq(users.id, userId),
          isNotNull(users.impediment),
          isNull(users.closedAt),
          lte(users.impededAt, foundBefore),
        ),
      )
      .returning();
    for (const user of closed) {
      await revokeUserTokens(tx, user, now);
      await tx.insert(impedimentEvents).values({
        tenantId,
        userId: user.id,
        kind: 'closed',
        answer: user.impediment ?? 'central_self_exclusion',
        source,
        createdAt: now,
      });
    }
    return closed.length;
  });
}

/**
 * Sign-in: asks the directory once per São Paulo day and stores what it says (the reason, or null).
 * A directory that fails does not lock the player out: it is logged, and asked again at the next
 * sign-in. Returns the user as stored.
 */
export async function refreshImpediment(
  services: TenantServices,
  tenant: Tenant,
  user: UserRow,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const today = brazilDateOf(services.clock());
  if (!user.cpf || user.closedAt || user.impedimentCheckedOn === today) return user;
  let answer: ImpedimentAnswer;
  try {
    answer = await services.impedimentDirectory.check(user.cpf);
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'impediment directory unavailable at sign-in');
    return user;
  }
  return (await recordImpedimentAnswer(services, tenant, user.id, answer, 'sign_in', log)) ?? user;
}

/**
 * Sign-in after the password: the day's check, then the closure when the three days have passed
 * (the sweep may not have come by yet). A closed account is refused (403), naming the reason.
 */
export async function signInImpedimentCheck(
  services: TenantServices,
  tenant: Tenant,
  user: UserRow,
  log: FastifyBaseLogger,
  locale: Locale,
): Promise<UserRow> {
  let current = await refreshImpediment(services, tenant, user, log);
  const now = services.clock();
  if (!current.closedAt && current.impededAt && closureDue(current.impededAt) <= now) {
    await closeDueImpededAccounts(services.db, tenant.id, now, 'sign_in', current.id);
    const [closed] = await services.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.id, current.id)));
    current = closed ?? current;
  }
  if (current.closedAt) {
    const reason = current.impediment ?? 'central_self_exclusion';
    throw new ApiError('auth.account_closed_impeded', locale, {
      params: { reason: t(locale, `impeded_${reason}`) },
      extra: { impeded: reason, closed_at: current.closedAt.toISOString() },
    });
  }
  return current;
}
