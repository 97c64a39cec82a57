// Contract tests: every response of the platform's site and content calls, for every seeded tenant
// and language, must parse with the shared contract, and carry nothing the contract does not know.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as content from '@vitrine/contract/content.ts';
import { healthSchema, laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { LOCALES } from '@vitrine/contract/locale.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { DEMO_TENANTS } from '../db/seed/demo-tenants.ts';
import { jsonBody, testPlatformPerFile } from '../test/test-platform.ts';

const platform = testPlatformPerFile();

/** Asserts status, and that the body is exactly a value of the schema (parsing strips unknowns). */
async function expectResponse(url: string, status: number, schema: z.ZodType) {
  const response = await platform.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  const body = jsonBody(response);
  const result = schema.safeParse(body);
  expect(result.error, url).toBeUndefined();
  expect(result.data, url).toEqual(body);
}

const tenantCases = DEMO_TENANTS.map((tenant) => ({
  slug: tenant.slug,
  domain: tenant.domains[0] ?? '',
}));

describe('contract: health and registry', () => {
  it('GET /health', () => expectResponse('/health', 200, healthSchema));

  it.each(tenantCases)('GET /api/site-config for $domain', ({ domain }) =>
    expectResponse(`/api/site-config?domain=${domain}&t=1`, 200, siteConfigSchema),
  );

  it('GET /api/site-config for an unknown host', () =>
    expectResponse('/api/site-config?domain=nada.example', 404, laravelErrorSchema));

  it('GET /api/site-config without a domain', () =>
    expectResponse('/api/site-config', 422, laravelErrorSchema));
});

describe.each(tenantCases)('contract: tenant API of $slug', ({ slug }) => {
  it.each(LOCALES)('GET /site-config?lang=%s', (lang) =>
    expectResponse(`/t/${slug}/site-config?lang=${lang}`, 200, siteConfigSchema),
  );

  it.each(LOCALES)('GET /categories?lang=%s', (lang) =>
    expectResponse(`/t/${slug}/categories?lang=${lang}`, 200, content.categoriesResponseSchema),
  );

  it.each(LOCALES)('GET /settings/banners?lang=%s', (lang) =>
    expectResponse(`/t/${slug}/settings/banners?lang=${lang}`, 200, content.bannersResponseSchema),
  );

  it.each(
    LOCALES.flatMap((lang) =>
      [...content.LEGAL_PAGE_SLUGS, 'sobre-nos'].map((page) => [page, lang]),
    ),
  )('GET /pages/%s?lang=%s', (page, lang) =>
    expectResponse(`/t/${slug}/pages/${page}?lang=${lang}`, 200, content.pageResponseSchema),
  );

  it('GET /pages/{unknown}', () =>
    expectResponse(`/t/${slug}/pages/nao-existe`, 404, laravelErrorSchema));

  it('GET /pages/{invalid slug}', () =>
    expectResponse(`/t/${slug}/pages/INVALID_slug`, 422, laravelErrorSchema));
});

describe('contract: errors', () => {
  it('an unknown tenant', () => expectResponse('/t/nenhuma/site-config', 404, laravelErrorSchema));
  it('an unknown route', () => expectResponse('/nada/aqui', 404, laravelErrorSchema));
  it('an unknown file in storage', () =>
    expectResponse('/storage/demo/nada.webp', 404, laravelErrorSchema));
});
