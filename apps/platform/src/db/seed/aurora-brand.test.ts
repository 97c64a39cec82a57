// The aurora brand on a running platform: found by its host, unregulated, its own look, and the
// demo players sign in there as on every brand (issue 36, "Boxes (platform)").
import { describe, expect, it } from 'vitest';
import { selfExcludedSchema } from '@vitrine/contract/accounts.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { ANA, api, BRUNO, signIn } from '../../test/accounts.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();
const aurora = () => api(platform.app, 'aurora');

async function siteConfigFor(domain: string) {
  const response = await platform.app.inject({
    method: 'GET',
    url: '/api/site-config',
    query: { domain, t: '1732233600000' },
  });
  expect(response.statusCode).toBe(200);
  return siteConfigSchema.parse(jsonBody(response));
}

describe('the aurora brand', () => {
  it.each(['aurora.localhost', 'aurora.localhost:3000', 'AURORA.localhost'])(
    'is found by the host %s, unregulated, with boxes and cashback on',
    async (domain) => {
      const config = await siteConfigFor(domain);
      expect(config).toMatchObject({
        siteName: 'Aurora Bet',
        apiLink: 'http://localhost:8787/t/aurora',
        active: true,
        maintenanceMode: false,
        is_regulated: false,
        hasBoxes: true,
        hasSports: true,
        cashback: true,
        operator: null,
        main_domain: { subdomain: 'aurora' },
      });
    },
  );

  it('has its own name, colours and logo, apart from the other brands', async () => {
    const [auroraConfig, demo, sorte] = await Promise.all(
      ['aurora.localhost', 'localhost', 'sorte.localhost'].map(siteConfigFor),
    );
    for (const other of [demo, sorte]) {
      expect(auroraConfig?.primary_color).not.toBe(other?.primary_color);
      expect(auroraConfig?.secondary_color).not.toBe(other?.secondary_color);
    }
    expect(auroraConfig?.images['logo']).toBe(
      'http://localhost:8787/storage/aurora/logo.webp?v=1.0',
    );
    const logo = await platform.app.inject({ method: 'GET', url: '/storage/aurora/logo.webp' });
    const demoLogo = await platform.app.inject({ method: 'GET', url: '/storage/demo/logo.webp' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.rawPayload.equals(demoLogo.rawPayload)).toBe(false);
  });

  it('serves its bonus banner, which a regulated brand never would', async () => {
    const config = await siteConfigFor('aurora.localhost');
    expect(config.banners.map((banner) => banner.title)).toEqual([
      'Bônus de boas-vindas de 100%',
      'Caixas surpresa',
      'Cashback toda sexta',
    ]);
  });

  it('signs Ana in, and refuses Bruno, self-excluded there too', async () => {
    const { data } = await signIn(platform.app, 'aurora', ANA);
    expect(data).toMatchObject({ name: 'Ana Souza', username: ANA.username, level: 2 });
    const bruno = await aurora().post('/auth/login', BRUNO);
    expect(bruno.statusCode).toBe(403);
    expect(selfExcludedSchema.parse(jsonBody(bruno)).selfExcluded).toBe(true);
  });

  it('keeps its players apart: an aurora token is refused on sorte', async () => {
    const { token } = await signIn(platform.app, 'aurora', ANA);
    expect((await aurora().get('/auth/me', token)).statusCode).toBe(200);
    expect((await api(platform.app, 'sorte').get('/auth/me', token)).statusCode).toBe(401);
  });

  it('answers CORS for its own web host only', async () => {
    const preflight = (url: string) =>
      platform.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'http://aurora.localhost:3000',
          'access-control-request-method': 'GET',
        },
      });
    const own = await preflight('/t/aurora/categories');
    expect(own.headers['access-control-allow-origin']).toBe('http://aurora.localhost:3000');
    const other = await preflight('/t/sorte/categories');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has the casino catalogue, with the fixed games', async () => {
    const response = await aurora().get('/casinos/games?searchTerm=Tigre');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('tigre-da-sorte');
  });
});
