import type { FastifyRequest } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { refusal } from '../../http/payment-refusal.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requireUser, sessionStateOf } from '../accounts/session.ts';
import type { TokenOwner } from '../accounts/token-service.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import { playerSessionConfirmed } from './session-activity-service.ts';

// Before money moves (docs/design/responsible-gaming.md "Where it is enforced"): the session is
// confirmed since its last idle gap (Portaria SPA/MF 722/2024). The time limit is `mayGamble`'s.

/** `session.idle`: the web asks for the password and retries with the same Idempotency-Key. */
export const sessionIdleError = (locale: Locale) =>
  new ApiError('session.idle', locale, { extra: { code: 'session.idle' } });

export interface MoneySessionOptions {
  /** Answer as a payment call's refusal (`status: false`, §7). */
  refusal?: boolean;
}

/**
 * The signed-in player, for a call that moves money (a deposit, a withdrawal, the sportsbook's
 * token): refused with `session.idle` when the session has not been confirmed since an idle gap.
 * The time limit and the rest are `mayGamble`'s (a withdrawal never asks it).
 */
export async function requireMoneySession(
  services: TenantServices,
  request: FastifyRequest,
  options: MoneySessionOptions = {},
): Promise<TokenOwner> {
  const owner = await requireUser(services, request);
  const locale = requestLocale(request);
  if (!sessionStateOf(request)?.confirmed) {
    const idle = sessionIdleError(locale);
    throw options.refusal ? refusal(idle) : idle;
  }
  return owner;
}

/**
 * The same rule for a call made on the player's behalf without their bearer token (the demo
 * slot's spin, from the game's own page): their newest session must be live and confirmed.
 */
export async function refuseIdleSession(
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
}
