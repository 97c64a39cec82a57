import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sportLaunchRequestSchema } from '@vitrine/contract/games.ts';
import { LOCALES } from '@vitrine/contract/locale.ts';
import { sendNoncedPage, tenantFrameAncestors } from '../../http/html-page.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { optionalUser } from '../auth/session.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { sportsPage } from './sports-page.ts';

const sportsPageQuerySchema = z.object({ lang: z.enum(LOCALES).default('pt-BR') });

/** §3/§2: a brand offers the provider's sports when `hasSports` and Betby is not its sportsbook. */
export const offersProviderSports = (tenant: Tenant) =>
  tenant.config.hasSports && !tenant.config.betby.active;

/**
 * §7 `POST games/launch/sport` and, in demo mode, the demo provider's sports page it launches. A
 * guest gets it as a player does: the page shows matches and prices, and takes no bets.
 */
export const sportsLaunchRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { publicUrl, demoMode } = services;
  const sportsNotOffered = (request: FastifyRequest) =>
    new ApiError('sports.not_offered', requestLocale(request));

  app.post('/games/launch/sport', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    if (!offersProviderSports(tenant)) throw sportsNotOffered(request);
    const { lang } = parseInput(sportLaunchRequestSchema, bodyOf(request), locale);
    // A bad bearer token is still a 401, as on the casino's launch.
    await optionalUser(services, request);
    // Only the demo provider is integrated: outside demo mode nothing launches it (the game
    // screen's maintenance state), until a real sports provider is one more integration.
    if (!demoMode) throw new ApiError('game.unavailable', locale);
    const query = new URLSearchParams({ lang });
    return { gameUrl: `${publicUrl}/t/${tenant.slug}/demo/sports?${query.toString()}` };
  });

  if (!demoMode) return;
  // The demo provider's page itself, like a provider's, does not know the brand's switches: only the
  // launch above decides who is sent to it. It reads the same for everyone and takes no bets.
  app.get('/demo/sports', async (request, reply) => {
    const tenant = currentTenant(request);
    const { lang } = parseInput(sportsPageQuerySchema, request.query, requestLocale(request));
    const nonce = randomBytes(16).toString('base64');
    return sendNoncedPage(reply, {
      html: sportsPage(lang, nonce),
      nonce,
      formAction: "'none'",
      frameAncestors: tenantFrameAncestors(tenant.domains),
    });
  });
};
