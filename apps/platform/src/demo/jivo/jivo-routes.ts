import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/** The stand-in's script (plain JavaScript, no build step): read once, served as it is. */
export const JIVO_STAND_IN_SCRIPT = readFileSync(
  new URL('./jivo-widget.js', import.meta.url),
  'utf8',
);

/**
 * The JivoChat stand-in of demo mode, under the tenant's apiLink: the widget script at the same
 * kind of address as Jivo's own (`https://code.jivosite.com/widget/{id}`), for the tenant's
 * `jivoChat` id only. The web app is pointed at it by its `JIVO_SCRIPT_URL`
 * (docs/configuration.md).
 */
export const jivoStandInRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { widgetId: string } }>(
    '/live-support/demo/widget/:widgetId',
    async (request, reply) => {
      const { jivoChat } = currentTenant(request).config;
      if (!jivoChat || request.params.widgetId !== jivoChat) {
        throw new ApiError('live_support.not_found', requestLocale(request));
      }
      return (
        reply
          .type('text/javascript; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          // Loaded by the web app's pages, on another origin, as Jivo's script is.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(JIVO_STAND_IN_SCRIPT)
      );
    },
  );
};
