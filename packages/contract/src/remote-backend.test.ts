import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bannersResponseSchema, categoriesResponseSchema, pageResponseSchema } from './content.ts';
import { laravelErrorSchema } from './errors.ts';
import { siteConfigSchema } from './site-config.ts';

// Point these at an operator's own backend to check it speaks the contract:
//   CONTRACT_REGISTRY_URL=https://registry.example CONTRACT_DOMAIN=brand.example \
//   npx vitest run --project contract remote-backend
// Without CONTRACT_REGISTRY_URL they are skipped (the platform's own contract tests run in-process).
const registry = process.env.CONTRACT_REGISTRY_URL;
const domain = process.env.CONTRACT_DOMAIN ?? 'localhost';
const page = process.env.CONTRACT_PAGE_SLUG ?? 'terms';

async function getJson(url: string, schema: z.ZodType, status = 200) {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  expect(response.status, url).toBe(status);
  return schema.parse(await response.json());
}

describe.skipIf(!registry)(`contract against ${registry ?? 'a live backend'}`, () => {
  it('the registry answers the theme for the domain, and 404 for an unknown one', async () => {
    await getJson(
      `${registry}/api/site-config?domain=${encodeURIComponent(domain)}`,
      siteConfigSchema,
    );
    await getJson(
      `${registry}/api/site-config?domain=no-such-brand.invalid`,
      laravelErrorSchema,
      404,
    );
  });

  it('the tenant API answers categories, banners and a page', async () => {
    const theme = siteConfigSchema.parse(
      await (
        await fetch(`${registry}/api/site-config?domain=${encodeURIComponent(domain)}`)
      ).json(),
    );
    await getJson(`${theme.apiLink}/categories?lang=pt-BR`, categoriesResponseSchema);
    await getJson(`${theme.apiLink}/settings/banners?lang=en`, bannersResponseSchema);
    await getJson(`${theme.apiLink}/pages/${page}?lang=pt-BR`, pageResponseSchema);
    await getJson(`${theme.apiLink}/pages/no-such-page-xyz`, laravelErrorSchema, 404);
  });
});
