import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { pageSlugSchema } from '@vitrine/contract/content.ts';
import { contentQuerySchema, DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { listBanners } from './banners-service.ts';
import { listCategories } from './categories-service.ts';
import { findPage } from './pages-service.ts';

const pageParamsSchema = z.object({ slug: pageSlugSchema });

/** §7 "Site and content": categories, home banners and content pages of the current tenant. */
export const contentRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get('/categories', async (request) => {
    const { lang } = parseInput(contentQuerySchema, request.query);
    return { data: await listCategories(db, currentTenant(request), lang) };
  });

  app.get('/settings/banners', async (request) => {
    const { lang } = parseInput(contentQuerySchema, request.query);
    return { data: await listBanners(db, currentTenant(request), lang, publicUrl) };
  });

  app.get('/pages/:slug', async (request) => {
    const { slug } = parseInput(pageParamsSchema, request.params);
    const { lang } = parseInput(contentQuerySchema, request.query);
    const page = await findPage(db, currentTenant(request), slug, lang);
    if (!page) throw new ApiError('page.not_found', DEFAULT_LOCALE);
    return { data: page };
  });
};
