import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BETBY_ERRORS,
  type BetbyErrorName,
  betbyCallbackClaimsSchema,
  betbyEnvelopeSchema,
  betCommitSchema,
  betDiscardSchema,
  betLostSchema,
  betMakeSchema,
  betRefundSchema,
  betRollbackSchema,
  betSettlementSchema,
  betWinSchema,
  type SportsbookSessionResponse,
  sportsbookSessionRequestSchema,
} from '@vitrine/contract/sportsbook.ts';
import { findMalformedInput } from '@vitrine/contract/validation/text-input.ts';
import { sportsBetsQuerySchema } from '@vitrine/contract/wallet.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { SportsbookKeys, TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { requireUser } from '../accounts/session.ts';
import { requireMoneySession } from '../responsible-gaming/money-session-service.ts';
import { publishBalanceMovements } from '../wallet/wallet-service.ts';
import { announceLevelUp } from '../vip/level-reward-service.ts';
import { cachedLadder } from '../vip/vip-ladder-service.ts';
import { refreshMissions } from '../missions/mission-refresh-service.ts';
import { assertMayGamble } from '../responsible-gaming/may-gamble-service.ts';
import { verifyBetbyJws } from './betby-jws.ts';
import { sportsBetsPage } from './sportsbook-history.ts';
import { issueSportsbookToken, sportsbookLangOf } from './sportsbook-session.ts';
import {
  type CallbackOutcome,
  commitBet,
  discardBet,
  makeBet,
  recordSettlement,
  rollbackResult,
  settleBet,
} from './sportsbook-wallet.ts';

/** How far ahead of our clock a callback's `iat` may be (clocks drift). */
const CLOCK_SKEW_SECONDS = 60;

/** A refused callback: Betby's `{ code, message }`, 403 for a JWT we do not trust, else 400. */
class BetbyRefusal extends Error {
  readonly error: BetbyErrorName;
  constructor(error: BetbyErrorName) {
    super(BETBY_ERRORS[error].message);
    this.error = error;
  }
}

const sendRefusal = (reply: FastifyReply, error: BetbyErrorName) =>
  reply.status(error === 'invalid_jwt' ? 403 : 400).send(BETBY_ERRORS[error]);

const betbyActive = (tenant: Tenant) =>
  tenant.config.betby.active && tenant.config.betby.brand_id !== '';

/**
 * Whether the call names another brand than the tenant's: in the JWT's `aud`, or as the
 * `operator_brand_id` of its transaction or betslip. Betby's callbacks may carry any of these or
 * none (docs/design/sportsbook-api.md "Assumptions"); each one present must be the tenant's. With
 * none, the tenant is still bound: every id a call names (players, bets) is a serial of the whole
 * platform, looked up within the tenant.
 */
function namesAnotherBrand(aud: string | undefined, payload: unknown, brandId: string): boolean {
  const named: unknown[] = [aud];
  if (payload !== null && typeof payload === 'object') {
    for (const part of ['transaction', 'betslip'] as const) {
      const value: unknown = (payload as Record<string, unknown>)[part];
      if (value !== null && typeof value === 'object') {
        named.push((value as Record<string, unknown>).operator_brand_id);
      }
    }
  }
  return named.some((brand) => brand !== undefined && String(brand) !== brandId);
}

/**
 * The data of a callback whose JWT Betby signed for this tenant's brand: verified with the tenant's
 * Betby key (ES256 or RS256, as the key is), no other brand named, `iat` not in the future, `exp`
 * (when given) not passed.
 */
function verifiedCallData(
  body: unknown,
  tenant: Tenant,
  keys: SportsbookKeys | null,
  now: Date,
): unknown {
  const envelope = betbyEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new BetbyRefusal('bad_request');
  if (!keys || !betbyActive(tenant)) throw new BetbyRefusal('invalid_jwt');
  const claims = betbyCallbackClaimsSchema.safeParse(
    verifyBetbyJws(envelope.data.payload, keys.betbyPublicKey),
  );
  if (!claims.success) throw new BetbyRefusal('invalid_jwt');
  const { aud, iat, exp, payload } = claims.data;
  const seconds = Math.floor(now.getTime() / 1000);
  if (namesAnotherBrand(aud, payload, tenant.config.betby.brand_id)) {
    throw new BetbyRefusal('invalid_jwt');
  }
  if (iat > seconds + CLOCK_SKEW_SECONDS) throw new BetbyRefusal('invalid_jwt');
  if (exp !== undefined && exp <= seconds) throw new BetbyRefusal('invalid_jwt');
  // The request guard saw only the envelope: the same rule for the text inside the JWT.
  if (findMalformedInput(payload) !== null) throw new BetbyRefusal('bad_request');
  return payload;
}

function callData<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new BetbyRefusal('bad_request');
  return parsed.data;
}

/**
 * The sportsbook (docs/design/sportsbook-api.md): the player's token for the Betby renderer (our
 * extension of §7), and the Betby-style wallet callbacks, each one verified by its signature.
 */
export const sportsbookRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime, sportsbookKeys } = services;

  app.post('/sportsbook/session', async (request): Promise<SportsbookSessionResponse> => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    if (!betbyActive(tenant)) throw new ApiError('sportsbook.not_found', locale);
    // Issue 35: the token lets Betby take bets, so an idle session gets none.
    const { user } = await requireMoneySession(services, request);
    const { lang } = parseInput(sportsbookSessionRequestSchema, bodyOf(request), locale);
    const now = clock();
    // Issue 35: nor a paused, impeded player, one without the required limits or past the time
    // limit (a self-excluded player is refused above). bet/make checks each stake again.
    const player = { tenantId: tenant.id, userId: user.id };
    await assertMayGamble(db, player, { kind: 'launch' }, now, locale);
    const keys = sportsbookKeys.keysFor(tenant.slug);
    if (!keys) throw new ApiError('sportsbook.unavailable', locale);
    return issueSportsbookToken({
      tenant,
      user,
      lang: lang ?? sportsbookLangOf(locale),
      keys,
      now,
    });
  });

  // Our extension: the player's sportsbook bets. Answered even once the brand's Betby is off: the
  // bets stay the player's.
  app.get('/wallet/sports-bets', async (request) => {
    const { user } = await requireUser(services, request);
    const { page } = parseInput(sportsBetsQuerySchema, request.query, requestLocale(request));
    return sportsBetsPage(db, { tenantId: user.tenantId, userId: user.id }, page);
  });

  /** One callback: verify, act, publish the money it moved, answer (or refuse in Betby's shape). */
  const callback = <Answer>(
    path: string,
    act: (data: unknown, tenant: Tenant, now: Date) => Promise<CallbackOutcome<Answer>>,
  ) =>
    app.post(`/sportsbook/betby/${path}`, async (request: FastifyRequest, reply: FastifyReply) => {
      const tenant = currentTenant(request);
      const now = clock();
      try {
        const data = verifiedCallData(
          request.body,
          tenant,
          sportsbookKeys.keysFor(tenant.slug),
          now,
        );
        const result = await act(data, tenant, now);
        if (result.outcome === 'refused') return sendRefusal(reply, result.error);
        if (result.wallet && result.entries.length > 0) {
          // Before the answer, as every money call does: one player's events keep their order.
          await publishBalanceMovements(realtime, tenant.slug, result.wallet, result.entries);
        }
        // Issue 38: a VIP level reached is told (its loyalty rows went with the movements above).
        if (result.levelUp) await announceLevelUp(services, tenant, result.levelUp, now);
        if (result.wallet) {
          // Issue 36: a bet placed or settled may move the player's sportsbook missions.
          const player = { tenantId: tenant.id, userId: result.wallet.userId };
          await refreshMissions(services, tenant, player, { kind: 'sports_bet' }, request.log);
        }
        return result.answer;
      } catch (error) {
        if (error instanceof BetbyRefusal) return sendRefusal(reply, error.error);
        throw error;
      }
    });

  // Betby's health check, as operators' integrations answer it: a plain GET with the time. (The
  // signed POST below answers the same.) 404 where the tenant has no Betby, like the callbacks.
  app.get('/sportsbook/betby/ping', async (request, reply) => {
    if (!betbyActive(currentTenant(request)))
      return reply.status(404).send(BETBY_ERRORS.bad_request);
    return { timestamp: Math.floor(clock().getTime() / 1000) };
  });
  callback('ping', async (_data, _tenant, now) => ({
    outcome: 'done',
    answer: { timestamp: Math.floor(now.getTime() / 1000) },
    wallet: null,
    entries: [],
  }));
  callback('bet/make', async (data, tenant, now) =>
    // The ladder before the transaction: from memory on most bets (vip-ladder-service.ts).
    makeBet(db, {
      tenantId: tenant.id,
      call: callData(betMakeSchema, data),
      now,
      ladder: await cachedLadder(db, tenant.id),
    }),
  );
  callback('bet/commit', (data, tenant, now) =>
    commitBet(db, { tenantId: tenant.id, call: callData(betCommitSchema, data), now }),
  );
  callback('bet/settlement', (data, tenant) =>
    recordSettlement(db, { tenantId: tenant.id, call: callData(betSettlementSchema, data) }),
  );
  callback('bet/win', (data, tenant, now) =>
    settleBet(db, {
      tenantId: tenant.id,
      result: { operation: 'win', call: callData(betWinSchema, data) },
      now,
    }),
  );
  callback('bet/lost', (data, tenant, now) =>
    settleBet(db, {
      tenantId: tenant.id,
      result: { operation: 'lost', call: callData(betLostSchema, data) },
      now,
    }),
  );
  callback('bet/refund', (data, tenant, now) =>
    settleBet(db, {
      tenantId: tenant.id,
      result: { operation: 'refund', call: callData(betRefundSchema, data) },
      now,
    }),
  );
  callback('bet/discard', (data, tenant, now) =>
    discardBet(db, { tenantId: tenant.id, call: callData(betDiscardSchema, data), now }),
  );
  callback('bet/rollback', (data, tenant, now) =>
    rollbackResult(db, { tenantId: tenant.id, call: callData(betRollbackSchema, data), now }),
  );
};
