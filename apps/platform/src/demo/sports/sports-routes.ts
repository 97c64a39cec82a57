import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '@vitrine/contract/locale.ts';
import { sendNoncedPage, tenantFrameAncestors } from '../../http/html-page.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { SportsProvider } from '../../services/game-provider.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { sportsPage } from './sports-page.ts';

const sportsPageQuerySchema = z.object({ lang: z.enum(LOCALES).default('pt-BR') });

/** Demo mode's sports provider: its page under the tenant's API (`…/demo/sports?lang=`). */
export function demoSportsProvider(publicUrl: string): SportsProvider {
  return {
    launchUrl({ tenantSlug, lang }) {
      const query = new URLSearchParams({ lang });
      return `${publicUrl}/t/${tenantSlug}/demo/sports?${query.toString()}`;
    },
  };
}

/**
 * The demo provider's sports page, which `POST games/launch/sport` launches in demo mode. A guest
 * gets it as a player does: the page shows matches and prices, and takes no bets.
 */
export const demoSportsRoutes: FastifyPluginAsync = async (app) => {
  // The demo provider's page itself, like a provider's, does not know the brand's switches: only the
  // launch decides who is sent to it. It reads the same for everyone and takes no bets.
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
