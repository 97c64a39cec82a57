import { describe, expect, it } from 'vitest';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  LEGAL_PAGE_SLUGS,
  pageResponseSchema,
} from '@vitrine/contract/content.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { eq } from 'drizzle-orm';
import { pages, tenants } from '../../db/schema/tenants.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

const get = (url: string) => platform.app.inject({ method: 'GET', url });

/** A page written straight to the table, in Portuguese only, as a back office would. */
async function writePortuguesePage(
  tenant: string,
  page: { slug: string; title: string; html: string },
) {
  const tenantId = await tenantIdOf(platform.db, tenant);
  await platform.db.insert(pages).values({ tenantId, locale: 'pt-BR', ...page });
}

async function getPage(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return pageResponseSchema.parse(jsonBody(response)).data;
}

describe('GET /t/:tenant/categories', () => {
  it('lists the categories in position order, named in Portuguese by default', async () => {
    const { data } = categoriesResponseSchema.parse(jsonBody(await get('/t/demo/categories')));
    expect(data.map((category) => category.slug)).toEqual([
      'populares',
      'slots',
      'ao-vivo',
      'crash',
      'mesa',
      'novos',
      'megaways',
      'compra-bonus',
      'roleta',
    ]);
    expect(data.map((category) => category.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(data[2]?.name).toBe('Cassino ao vivo');
  });

  it('names them in English with ?lang=en, and in Portuguese for an unknown language', async () => {
    const english = categoriesResponseSchema.parse(
      jsonBody(await get('/t/demo/categories?lang=en')),
    );
    expect(english.data[2]?.name).toBe('Live casino');
    const unknown = categoriesResponseSchema.parse(
      jsonBody(await get('/t/demo/categories?lang=xx')),
    );
    expect(unknown.data[2]?.name).toBe('Cassino ao vivo');
  });
});

describe('GET /t/:tenant/settings/banners', () => {
  it("lists the tenant's banners with absolute image URLs in the asked language", async () => {
    const pt = bannersResponseSchema.parse(jsonBody(await get('/t/demo/settings/banners')));
    const en = bannersResponseSchema.parse(jsonBody(await get('/t/demo/settings/banners?lang=en')));
    expect(pt.data).toHaveLength(2);
    expect(pt.data[0]?.title).toBe('Apostas esportivas ao vivo');
    expect(en.data[0]?.title).toBe('Live sports betting');
    expect(pt.data[0]?.image_mobile).toBe(
      'http://localhost:8787/storage/demo/banners/banner-2-mobile.webp?v=1.0',
    );
  });

  it('shows a bonus offer only on a tenant that is not regulated', async () => {
    const titles = async () =>
      bannersResponseSchema
        .parse(jsonBody(await get('/t/demo/settings/banners')))
        .data.map((banner) => banner.title);
    expect(await titles()).not.toContain('Bônus de boas-vindas de 100%');

    const tenantId = await tenantIdOf(platform.db, 'demo');
    const [row] = await platform.db.select().from(tenants).where(eq(tenants.id, tenantId));
    await platform.db
      .update(tenants)
      .set({ config: { ...(row?.config as object), is_regulated: false } })
      .where(eq(tenants.id, tenantId));
    try {
      expect(await titles()).toContain('Bônus de boas-vindas de 100%');
    } finally {
      await platform.db
        .update(tenants)
        .set({ config: row?.config })
        .where(eq(tenants.id, tenantId));
    }
  });
});

describe('GET /t/:tenant/pages/:slug', () => {
  it.each(LEGAL_PAGE_SLUGS)('serves %s in Portuguese and in English', async (slug) => {
    const pt = await getPage(`/t/demo/pages/${slug}`);
    const en = await getPage(`/t/demo/pages/${slug}?lang=en`);
    expect(pt.slug).toBe(slug);
    expect(pt.html).toContain('Vitrine Cassino');
    expect(en.html).toContain('Vitrine Cassino');
    expect(en.title).not.toBe(pt.title);
  });

  // A page written straight to the table, read back through the API.
  it.each([
    {
      behaviour: 'falls back to Portuguese when the page has no English version',
      written: { slug: 'so-em-portugues', title: 'Só em português', html: '<p>Conteúdo</p>' },
      query: '?lang=en',
      served: { title: 'Só em português' },
    },
    {
      behaviour: 'sanitises again on read, whatever was written to the table',
      written: {
        slug: 'escrita-direta',
        title: 'Escrita direta',
        html: '<p onclick="steal()">Oi</p><script>steal()</script><a href="javascript:steal()">x</a>',
      },
      query: '',
      served: { html: '<p>Oi</p><a rel="noopener noreferrer">x</a>' },
    },
  ])('$behaviour', async ({ written, query, served }) => {
    await writePortuguesePage('demo', written);
    expect(await getPage(`/t/demo/pages/${written.slug}${query}`)).toMatchObject(served);
  });

  it('answers 404 in the Laravel shape for a page the tenant does not have', async () => {
    const response = await get('/t/demo/pages/nao-existe');
    expect(response.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(jsonBody(response)).message).toBe('Página não encontrada.');
  });

  it('answers 422 with a slug error for an invalid slug', async () => {
    const response = await get('/t/demo/pages/Not_A_Slug!');
    expect(response.statusCode).toBe(422);
    const error = laravelErrorSchema.parse(jsonBody(response));
    expect(error.errors?.['slug']).toEqual(['O formato do campo slug é inválido.']);
  });

  it('never serves the script, handler or javascript: link written in the seed page', async () => {
    const page = await getPage('/t/demo/pages/sobre-nos');
    expect(page.html).toContain('<h1>Sobre Vitrine Cassino</h1>');
    expect(page.html).not.toMatch(/<script|onclick|javascript:|style=/i);
    expect(page.html).toContain('<a href="mailto:');
  });
});

describe('tenant isolation', () => {
  it("never shows another tenant's pages, banners or categories", async () => {
    const sortePage = await getPage('/t/sorte/pages/terms');
    expect(sortePage.html).toContain('Sorte Grande');
    const demoPage = await getPage('/t/demo/pages/terms');
    expect(demoPage.html).not.toContain('Sorte Grande');

    const demoBanners = bannersResponseSchema.parse(
      jsonBody(await get('/t/demo/settings/banners')),
    );
    const sorteBanners = bannersResponseSchema.parse(
      jsonBody(await get('/t/sorte/settings/banners')),
    );
    const sorteIds = new Set(sorteBanners.data.map((banner) => banner.id));
    expect(demoBanners.data.some((banner) => sorteIds.has(banner.id))).toBe(false);
    expect(demoBanners.data.every((banner) => banner.image.includes('/storage/demo/'))).toBe(true);

    const demoCategories = categoriesResponseSchema.parse(
      jsonBody(await get('/t/demo/categories')),
    );
    expect(demoCategories.data.map((category) => category.slug)).not.toContain('jackpots');
  });

  it("does not serve a page written for one tenant under another's api link", async () => {
    await writePortuguesePage('sorte', {
      slug: 'so-da-sorte',
      title: 'Só da Sorte',
      html: '<p>Sorte</p>',
    });
    expect((await get('/t/sorte/pages/so-da-sorte')).statusCode).toBe(200);
    expect((await get('/t/demo/pages/so-da-sorte')).statusCode).toBe(404);
  });

  it('answers 404 "Plataforma não encontrada" for an unknown tenant', async () => {
    const response = await get('/t/nenhuma/categories');
    expect(response.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(jsonBody(response))).toEqual({
      message: 'Plataforma não encontrada',
    });
  });

  it('still answers for an inactive tenant: the web decides maintenance from the registry', async () => {
    const response = await get('/t/manutencao/categories');
    expect(response.statusCode).toBe(200);
  });
});
