import type { FastifyRequest } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { HttpError } from '../../http/http-error.ts';
import { formatDateTime } from '../../http/messages.ts';
import { refusal } from '../../http/payment-refusal.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requireUser, sessionStateOf } from '../accounts/session.ts';
import type { TokenOwner } from '../accounts/token-service.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import { periodWindow } from './limit-periods.ts';
import { limitsOf } from './limits-service.ts';
import { minutesActive, playerSessionConfirmed } from './session-activity-service.ts';

// Before money moves (docs/design/responsible-gaming.md "Where it is enforced"): the session is
// confirmed since its last idle gap (Portaria SPA/MF 722/2024), and the time limit is not used up.

/** `session.idle`: the web asks for the password and retries with the same Idempotency-Key. */
export const sessionIdleError = (locale: Locale) =>
  new ApiError('session.idle', locale, { extra: { code: 'session.idle' } });

/** When the player's time limits are used up: the latest reset among them; null while within. */
export async function timeLimitReachedUntil(
  db: Database,
  player: PlayerRef,
  now: Date,
): Promise<Date | null> {
  let until: Date | null = null;
  for (const limit of await limitsOf(db, player, now)) {
    if (limit.kind !== 'time' || limit.amount === null) continue;
    const window = periodWindow(limit.period, now);
    if ((await minutesActive(db, player, window)) < limit.amount) continue;
    if (until === null || window.resetsAt > until) until = window.resetsAt;
  }
  return until;
}

async function refuseOverTimeLimit(db: Database, player: PlayerRef, now: Date, locale: Locale) {
  const until = await timeLimitReachedUntil(db, player, now);
  if (until === null) return;
  throw new ApiError('limit.time_exceeded', locale, {
    params: { date: formatDateTime(until, locale) },
    extra: { code: 'limit.time_exceeded', resets_at: until.toISOString() },
  });
}

export interface MoneySessionOptions {
  /** Answer as a payment call's refusal (`status: false`, §7). */
  refusal?: boolean;
  /** False for a withdrawal: the time limit stops play, never taking one's money out. */
  timeLimit?: boolean;
}

/**
 * The signed-in player, for a call that moves money (a deposit, a withdrawal, the sportsbook's
 * token): refused with `session.idle` when the session has not been confirmed since an idle gap,
 * and with `limit.time_exceeded` past the time limit.
 */
export async function requireMoneySession(
  services: TenantServices,
  request: FastifyRequest,
  options: MoneySessionOptions = {},
): Promise<TokenOwner> {
  const owner = await requireUser(services, request);
  const locale = requestLocale(request);
  try {
    if (!sessionStateOf(request)?.confirmed) throw sessionIdleError(locale);
    if (options.timeLimit !== false) {
      const player = { tenantId: owner.user.tenantId, userId: owner.user.id };
      await refuseOverTimeLimit(services.db, player, services.clock(), locale);
    }
  } catch (error) {
    throw options.refusal && error instanceof HttpError ? refusal(error) : error;
  }
  return owner;
}

/**
 * The same rules for a call made on the player's behalf without their bearer token (the demo
 * slot's spin, from the game's own page): their newest session must be live and confirmed.
 */
export async function refuseIdleOrOverTime(
  db: Database,
  request: FastifyRequest,
  player: PlayerRef,
  now: Date,
): Promise<void> {
  const locale = requestLocale(request);
  const idleMinutes = currentTenant(request).config.responsible_gaming.idle_minutes;
  if (!(await playerSessionConfirmed(db, player, { now, idleMinutes }))) {
    throw sessionIdleError(locale);
  }
  await refuseOverTimeLimit(db, player, now, locale);
}
