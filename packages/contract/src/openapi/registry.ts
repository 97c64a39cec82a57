import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { healthSchema } from '../errors.ts';
import { siteConfigQuerySchema, siteConfigSchema } from '../site-config.ts';
import { errorResponse, ok } from './responses.ts';

/** The platform's own calls, outside any tenant's apiLink: liveness and the tenant registry. */
export const registryPaths = {
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
} satisfies ZodOpenApiPathsObject;
