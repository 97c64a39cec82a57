import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import { healthSchema, laravelErrorSchema } from '../errors.ts';
import { contentQuerySchema } from '../locale.ts';
import { siteConfigQuerySchema, siteConfigSchema } from '../site-config.ts';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  pageResponseSchema,
  pageSlugSchema,
} from '../content.ts';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: laravelErrorSchema } },
});
const ok = (schema: z.ZodType, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

/** The OpenAPI 3.1 document of every call the contract covers, built from the zod schemas. */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vitrine tenant API',
      version: '0.1.0',
      description:
        'The calls the Vitrine front end makes (product spec §7). Every tenant serves them under its own `apiLink`; the registry answers `/api/site-config`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        guest: { type: 'apiKey', in: 'header', name: 'Guest-ID' },
      },
    },
    paths: {
      '/health': { get: { summary: 'Liveness', responses: { '200': ok(healthSchema) } } },
      '/api/site-config': {
        get: {
          summary: 'Tenant registry: the theme for a host name',
          requestParams: { query: siteConfigQuerySchema },
          responses: {
            '200': ok(siteConfigSchema),
            '404': errorResponse('No tenant serves this domain'),
          },
        },
      },
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
    },
  });
}
