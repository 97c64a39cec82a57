import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sportLaunchRequestSchema } from '@vitrine/contract/games.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { optionalUser } from '../accounts/session.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

/** §3/§2: a brand offers the provider's sports when `hasSports` and Betby is not its sportsbook. */
export const offersProviderSports = (tenant: Tenant) =>
  tenant.config.hasSports && !tenant.config.betby.active;

/**
 * §7 `POST games/launch/sport`: the configured sports provider's page (services.sportsProvider). A
 * guest gets it as a player does.
 */
export const sportLaunchRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { sportsProvider } = services;
  const sportsNotOffered = (request: FastifyRequest) =>
    new ApiError('sports.not_offered', requestLocale(request));

  app.post('/games/launch/sport', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    if (!offersProviderSports(tenant)) throw sportsNotOffered(request);
    const { lang } = parseInput(sportLaunchRequestSchema, bodyOf(request), locale);
    // A bad bearer token is still a 401, as on the casino's launch.
    await optionalUser(services, request);
    // With no sports provider integrated (outside demo mode, until a real one is configured) the
    // game screen shows its maintenance state.
    if (!sportsProvider) throw new ApiError('game.unavailable', locale);
    return { gameUrl: sportsProvider.launchUrl({ tenantSlug: tenant.slug, lang }) };
  });
};
