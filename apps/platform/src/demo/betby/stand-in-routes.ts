import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import { sportsbookTokenClaimsSchema } from '@vitrine/contract/sportsbook.ts';
import {
  standInBetRequestSchema,
  standInFixturesQuerySchema,
  standInSettleParamsSchema,
  standInSettleRequestSchema,
} from '@vitrine/contract/sportsbook-stand-in.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { bearerToken } from '../../modules/accounts/session.ts';
import { signEs256, verifyEs256 } from '../../modules/sportsbook/es256-jwt.ts';
import {
  type BetbyCaller,
  listStandInBets,
  placeStandInBet,
  settleStandInBet,
  type StandInPlayer,
} from './stand-in-bets.ts';
import { standInFixtures } from './stand-in-fixtures.ts';
import type { StandInKeyring } from './stand-in-keys.ts';

/** The stand-in's script (plain JavaScript, no build step): read once, served as it is. */
export const STAND_IN_SCRIPT = readFileSync(new URL('./bt-renderer.js', import.meta.url), 'utf8');
/** …and gzipped once, as a CDN serves Betby's, with a validator for the browser's revalidation. */
const STAND_IN_SCRIPT_GZIP = gzipSync(STAND_IN_SCRIPT, { level: 9 });
const STAND_IN_SCRIPT_ETAG = `"${createHash('sha256').update(STAND_IN_SCRIPT).digest('base64url').slice(0, 27)}"`;

/** Whether the request's Accept-Encoding takes gzip (listed, and not with q=0). */
function acceptsGzip(request: FastifyRequest): boolean {
  return String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((entry) => {
      const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
      if (coding.toLowerCase() !== 'gzip') return false;
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

const betbyActive = (tenant: Tenant) =>
  tenant.config.betby.active && tenant.config.betby.brand_id !== '';

/**
 * The Betby stand-in of demo mode (docs/design/sportsbook-api.md "Stand-in"), under the tenant's
 * apiLink: the renderer script, its fixtures, and its server side — bets placed with the player's
 * sportsbook token and a control that settles them — which reach the wallet through the real
 * Betby callback routes, signed with the stand-in's "Betby" key.
 */
export const standInRoutes: FastifyPluginAsync<{
  services: TenantServices;
  standInKeys: StandInKeyring;
}> = async (app, { services, standInKeys }) => {
  const { db, clock } = services;

  const betbyTenant = (request: FastifyRequest) => {
    const tenant = currentTenant(request);
    if (!betbyActive(tenant)) {
      throw new ApiError('sportsbook.not_found', requestLocale(request));
    }
    return tenant;
  };

  app.get('/sportsbook/demo/bt-renderer.min.js', async (request, reply) => {
    betbyTenant(request);
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('ETag', STAND_IN_SCRIPT_ETAG)
      .header('Vary', 'Accept-Encoding')
      .header('X-Content-Type-Options', 'nosniff')
      // Loaded by the web app's pages, on another origin, as Betby's script is.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === STAND_IN_SCRIPT_ETAG) return reply.status(304).send();
    if (acceptsGzip(request))
      return reply.header('Content-Encoding', 'gzip').send(STAND_IN_SCRIPT_GZIP);
    return reply.send(STAND_IN_SCRIPT);
  });

  app.get('/sportsbook/demo/fixtures', async (request) => {
    betbyTenant(request);
    const { lang } = parseInput(standInFixturesQuerySchema, request.query, requestLocale(request));
    return standInFixtures(lang ?? 'pt-br', clock());
  });

  /** The player of the Bearer sportsbook token: signed with the tenant's operator key, in date. */
  const tokenPlayer = (request: FastifyRequest, tenant: Tenant, locale: Locale): StandInPlayer => {
    const refused = new ApiError('sportsbook.token_invalid', locale, {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    const token = bearerToken(request);
    const keys = standInKeys.keysFor(tenant.slug);
    if (token === null || !keys) throw refused;
    const claims = sportsbookTokenClaimsSchema.safeParse(
      verifyEs256(token, keys.operatorPublicKey),
    );
    if (!claims.success) throw refused;
    const { iss, exp, sub, lang } = claims.data;
    if (iss !== tenant.config.betby.brand_id || exp <= Math.floor(clock().getTime() / 1000)) {
      throw refused;
    }
    return { tenantId: tenant.id, userId: Number(sub), lang };
  };

  /** Betby's side of the wallet: each call signed with the stand-in's key and posted in-process. */
  const betbyCaller = (tenant: Tenant, locale: Locale): BetbyCaller => {
    const key = standInKeys.standInSigningKey(tenant.slug);
    // A tenant with the operator's real keys has Betby itself, not the stand-in.
    if (!key) throw new ApiError('sportsbook.unavailable', locale);
    return async (path, data) => {
      const iat = Math.floor(clock().getTime() / 1000);
      const payload = signEs256(
        { iat, exp: iat + 60, jti: randomUUID(), aud: tenant.config.betby.brand_id, payload: data },
        key,
      );
      const response = await app.inject({
        method: 'POST',
        url: `/t/${encodeURIComponent(tenant.slug)}/sportsbook/betby/${path}`,
        payload: { payload },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
  };

  app.get('/sportsbook/demo/bets', async (request) => {
    const locale = requestLocale(request);
    const tenant = betbyTenant(request);
    return listStandInBets(db, tokenPlayer(request, tenant, locale));
  });

  app.post('/sportsbook/demo/bets', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = betbyTenant(request);
    const player = tokenPlayer(request, tenant, locale);
    const body = parseInput(standInBetRequestSchema, bodyOf(request), locale);
    return placeStandInBet(db, {
      player,
      request: body,
      callBetby: betbyCaller(tenant, locale),
      now: clock(),
      locale,
    });
  });

  app.post(
    '/sportsbook/demo/bets/:id/settle',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const tenant = betbyTenant(request);
      const player = tokenPlayer(request, tenant, locale);
      const { id } = parseInput(standInSettleParamsSchema, request.params, locale);
      const { outcome } = parseInput(standInSettleRequestSchema, bodyOf(request), locale);
      const betId = Number(id);
      if (betId > 2_147_483_647) throw new ApiError('sportsbook.bet_not_found', locale);
      return settleStandInBet(db, {
        player,
        betId,
        outcome,
        callBetby: betbyCaller(tenant, locale),
        locale,
      });
    },
  );
};
