import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  pageResponseSchema,
  pageSlugSchema,
} from '../content.ts';
import { contentQuerySchema } from '../locale.ts';
import { siteConfigSchema } from '../site-config.ts';
import { errorResponse, ok } from './responses.ts';

/** §7 Site and content: settings, categories, banners, pages. */
export const contentPaths = {
  '/site-config': {
    get: { summary: "The tenant's settings", responses: { '200': ok(siteConfigSchema) } },
  },
  '/categories': {
    get: {
      summary: 'Game categories',
      requestParams: { query: contentQuerySchema },
      responses: { '200': ok(categoriesResponseSchema) },
    },
  },
  '/settings/banners': {
    get: {
      summary: 'Home banners',
      requestParams: { query: contentQuerySchema },
      responses: { '200': ok(bannersResponseSchema) },
    },
  },
  '/pages/{slug}': {
    get: {
      summary: 'A content page (terms, privacy, … or any operator page)',
      requestParams: { path: z.object({ slug: pageSlugSchema }), query: contentQuerySchema },
      responses: { '200': ok(pageResponseSchema), '404': errorResponse('No such page') },
    },
  },
} satisfies ZodOpenApiPathsObject;
