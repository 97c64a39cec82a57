import type { FastifyRequest } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import { ApiError } from '../../http/errors.ts';
import type { HttpError } from '../../http/http-error.ts';
import { formatDateTime } from '../../http/messages.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { isSelfExcluded, type UserRow } from '../users/user-service.ts';
import {
  recordActivity,
  type SessionState,
} from '../responsible-gaming/session-activity-service.ts';
import { findTokenOwner, type TokenOwner } from './token-service.ts';

const signedIn = new WeakMap<FastifyRequest, TokenOwner>();
const sessionStates = new WeakMap<FastifyRequest, SessionState>();

/**
 * Calls that are not the player's activity (docs/design/responsible-gaming.md "Session activity"):
 * the realtime channels' authorisation, and any call the web marks `X-Activity: background`
 * (polling, the session reminder's own reads).
 */
const BACKGROUND_ROUTE = /\/broadcasting\/(user-)?auth$/;

function isPlayerActivity(request: FastifyRequest): boolean {
  if (BACKGROUND_ROUTE.test(request.routeOptions.url ?? '')) return false;
  return request.headers['x-activity'] !== 'background';
}

/** Where the signed-in request's session stands (after requireUser): its stretch, confirmed. */
export function sessionStateOf(request: FastifyRequest): SessionState | undefined {
  return sessionStates.get(request);
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * 403 for a self-excluded player, with the period (§3 "Auth response", §4 Session); an indefinite
 * one (issue 35) answers `end_at: null`.
 */
export function selfExcludedError(user: UserRow, locale: Locale): HttpError {
  const start = user.selfExclusionStartAt ?? user.createdAt;
  const end = user.selfExclusionEndAt;
  const extra = {
    selfExcluded: true,
    start_at: start.toISOString(),
    end_at: end?.toISOString() ?? null,
  };
  if (!end) return new ApiError('auth.self_excluded_indefinitely', locale, { extra });
  return new ApiError('auth.self_excluded', locale, {
    params: { date: formatDateTime(end, locale) },
    extra,
  });
}

const unauthenticated = (locale: Locale) =>
  new ApiError('auth.unauthenticated', locale, { headers: { 'WWW-Authenticate': 'Bearer' } });

/** The signed-in user of this tenant, or null for a guest (a bad token is still a 401). */
export async function optionalUser(
  services: TenantServices,
  request: FastifyRequest,
): Promise<TokenOwner | null> {
  if (bearerToken(request) === null) return null;
  return requireUser(services, request);
}

/**
 * The signed-in player as the wallet and the rewards address them: `{ tenantId, userId }`, with
 * `requireUser`'s checks and options.
 */
export async function requirePlayer(
  services: TenantServices,
  request: FastifyRequest,
  options: { allowSelfExcluded?: boolean } = {},
): Promise<{ tenantId: number; userId: number }> {
  const { user } = await requireUser(services, request, options);
  return { tenantId: user.tenantId, userId: user.id };
}

/**
 * The signed-in user: a live token issued by this very tenant (another tenant's token is a 401).
 * A self-excluded player is refused with the 403 of §4 unless `allowSelfExcluded`.
 */
export async function requireUser(
  services: TenantServices,
  request: FastifyRequest,
  options: { allowSelfExcluded?: boolean } = {},
): Promise<TokenOwner> {
  const locale = requestLocale(request);
  let owner = signedIn.get(request);
  if (!owner) {
    const token = bearerToken(request);
    const found = token
      ? await findTokenOwner(services.db, currentTenant(request).id, token, services.clock())
      : null;
    if (!found) throw unauthenticated(locale);
    owner = found;
    signedIn.set(request, owner);
  }
  if (!options.allowSelfExcluded && isSelfExcluded(owner.user, services.clock())) {
    throw selfExcludedError(owner.user, locale);
  }
  if (!sessionStates.has(request)) {
    const state = await recordActivity(
      services.db,
      {
        tenantId: owner.user.tenantId,
        userId: owner.user.id,
        tokenId: owner.tokenId,
        tokenCreatedAt: owner.tokenCreatedAt,
      },
      {
        now: services.clock(),
        idleMinutes: currentTenant(request).config.responsible_gaming.idle_minutes,
        activity: isPlayerActivity(request),
      },
    );
    sessionStates.set(request, state);
  }
  return owner;
}
