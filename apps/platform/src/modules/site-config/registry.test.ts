import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

async function siteConfigFor(domain: string) {
  const response = await platform.app.inject({
    method: 'GET',
    url: '/api/site-config',
    query: { domain, t: '1732233600000' },
  });
  return { response, body: jsonBody(response) };
}

describe('GET /api/site-config (tenant registry)', () => {
  it.each(['localhost', '127.0.0.1', 'localhost:3000', 'LOCALHOST', '127.0.0.1:5173'])(
    'finds the demo brand for %s',
    async (domain) => {
      const { response, body } = await siteConfigFor(domain);
      expect(response.statusCode).toBe(200);
      const config = siteConfigSchema.parse(body);
      expect(config.siteName).toBe('Vitrine Cassino');
      expect(config.main_domain.subdomain).toBe('demo');
    },
  );

  it('derives the api link, icons and asset URLs from the public URL and the tenant slug', async () => {
    const config = siteConfigSchema.parse((await siteConfigFor('localhost')).body);
    expect(config.apiLink).toBe('http://localhost:8787/t/demo');
    expect(config.icons['192']).toBe('http://localhost:8787/storage/demo/icons/icon-192.png?v=1.0');
    expect(config.images['logo']).toBe('http://localhost:8787/storage/demo/logo.webp?v=1.0');
    // The seeded bonus banner is never served: the demo brand is regulated.
    expect(config.banners.map((banner) => banner.title)).toEqual([
      'Apostas esportivas ao vivo',
      'Crash: decole com a gente',
    ]);
    for (const banner of config.banners) {
      expect(banner.image).toMatch(
        /^http:\/\/localhost:8787\/storage\/demo\/banners\/.+\.webp\?v=1\.0$/,
      );
    }
    expect(config).toMatchObject({
      systemExists: true,
      isThemeLoaded: true,
      active: true,
      maintenanceMode: false,
      betby: { active: true, brand_id: 'demo-brand', theme_name: 'default' },
      primary_color: '#7c3aed',
    });
  });

  it('finds the second brand by its own host name, with its own look and limits', async () => {
    const { response, body } = await siteConfigFor('sorte.localhost:3000');
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(body);
    expect(config.siteName).toBe('Sorte Grande');
    expect(config.apiLink).toBe('http://localhost:8787/t/sorte');
    expect(config.betby.active).toBe(false);
    expect(config.primary_color).not.toBe('#7c3aed');
    expect(config.min_deposit).not.toBe(1000);
  });

  it('answers for an inactive brand, flagged for maintenance', async () => {
    const { response, body } = await siteConfigFor('manutencao.localhost');
    expect(response.statusCode).toBe(200);
    const config = siteConfigSchema.parse(body);
    expect(config.active).toBe(false);
    expect(config.maintenanceMode).toBe(true);
  });

  it('answers 404 "Plataforma não encontrada" for a host no tenant serves', async () => {
    const { response, body } = await siteConfigFor('unknown.example.com');
    expect(response.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(body)).toEqual({ message: 'Plataforma não encontrada' });
  });

  it('is never cached and sends no CORS headers (it is called server to server)', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/api/site-config?domain=localhost',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 422 with a field error when the domain is missing', async () => {
    const response = await platform.app.inject({ method: 'GET', url: '/api/site-config?t=1' });
    expect(response.statusCode).toBe(422);
    const error = laravelErrorSchema.parse(jsonBody(response));
    expect(error.errors).toHaveProperty('domain');
  });
});
