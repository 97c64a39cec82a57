import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import {
  PLATFORM_ORIGIN,
  brandColour,
  expect,
  expectNoAxeViolations,
  siteUrl,
  test,
  visit,
} from './fixtures';

test.describe('tenants', () => {
  test('demo and sorte show their own title, colour, logo and navigation', async ({ page }) => {
    // Crawlers get minimal pages: the suite must browse as a regular Chrome.
    expect(await page.evaluate(() => navigator.userAgent)).not.toMatch(/headless/i);

    await visit(page, siteUrl('localhost'));
    await expect(page).toHaveTitle(/Vitrine Cassino/);
    expect(await brandColour(page)).toBe('#7c3aed');
    const demoHome = page.getByRole('link', { name: /^Vitrine Cassino.* — página inicial$/ });
    await expect(demoHome).toBeVisible();
    await expect(demoHome.getByRole('img')).toHaveAttribute(
      'src',
      `${PLATFORM_ORIGIN}/storage/demo/logo.webp?v=1.0`,
    );
    const demoNav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const item of ['Início', 'Cassino', 'Esportes']) {
      await expect(demoNav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Idioma:/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadastrar', exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const item of [
      'Termos e Condições',
      'Política de Privacidade',
      'Jogo responsável',
      'Política AML',
      'Regulamento',
      'Em conformidade com a regulamentação',
    ]) {
      await expect(footer.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Termos e Condições' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(footer).toContainText(/Operado por .+, CNPJ /);
    await expectNoAxeViolations(page, 'demo home');

    await visit(page, siteUrl('sorte.localhost'));
    await expect(page).toHaveTitle(/Sorte Grande/);
    await expect(page).not.toHaveTitle(/Vitrine/);
    const sorteColour = await brandColour(page);
    expect(sorteColour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(sorteColour.toLowerCase()).not.toBe('#7c3aed');
    // Green: the green channel dominates.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(sorteColour.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    const sorteHome = page.getByRole('link', { name: /^Sorte Grande.* — página inicial$/ });
    await expect(sorteHome.getByRole('img')).toHaveAttribute(
      'src',
      new RegExp(`^${PLATFORM_ORIGIN}/storage/sorte/logo\\.webp`),
    );
    // Sorte has no sportsbook but has sports: the nav still offers Esportes, pointing at /sports.
    const sorteNav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(sorteNav.getByRole('link', { name: 'Esportes' })).toHaveAttribute(
      'href',
      '/sports',
    );
    await expectNoAxeViolations(page, 'sorte home');
  });

  test('hosts without a serving site show the maintenance and not-found screens', async ({
    page,
  }) => {
    const maintenance = await page.goto(siteUrl('manutencao.localhost'));
    expect(maintenance!.status()).toBe(503);
    expect(maintenance!.headers()['retry-after']).toMatch(/^\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenção Programada');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'maintenance screen');

    const unknown = await page.goto(siteUrl('outra.localhost', '/terms'));
    expect(unknown!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plataforma não encontrada');
    await expect(page.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      /^https?:/,
    );
    await expectNoAxeViolations(page, 'platform not found screen');
  });

  test('site config, geoip and manifest follow the tenant', async ({ page, request }) => {
    const config = await request.get('/api/site-config?domain=sorte.localhost');
    expect(config.status()).toBe(200);
    expect(config.headers()['cache-control']).toContain('no-store');
    expect(siteConfigSchema.parse(await config.json())).toMatchObject({ siteName: 'Sorte Grande' });

    const geoip = await request.get('/api/geoip');
    expect(await geoip.json()).toMatchObject({ countryCode: 'BR', callingCode: '55' });
    const portugal = await request.get('/api/geoip', { headers: { 'cf-ipcountry': 'PT' } });
    expect(await portugal.json()).toMatchObject({ countryCode: 'PT', callingCode: '351' });

    // Manifests are read through the browser so the Host header is the tenant's own.
    const manifest = async (host: string): Promise<unknown> => {
      const response = await page.goto(siteUrl(host, '/manifest.webmanifest'));
      expect(response!.status()).toBe(200);
      return response!.json();
    };
    expect(await manifest('localhost')).toMatchObject({
      name: expect.stringContaining('Vitrine Cassino'),
    });
    expect(await manifest('sorte.localhost')).toMatchObject({
      name: expect.stringContaining('Sorte Grande'),
    });
  });
});
