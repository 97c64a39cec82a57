import type { Page } from '@playwright/test';
import { PLATFORM_ORIGIN, expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';

/** Each legal page and its footer link. */
const LEGAL_PAGES = [
  ['/terms', 'Termos e Condições'],
  ['/privacy', 'Política de Privacidade'],
  ['/aml-policy', 'Política AML'],
  ['/betting-terms', 'Regulamento'],
  ['/responsible-gaming', 'Jogo responsável'],
  ['/em-conformidade-com-a-regulamentacao', 'Em conformidade com a regulamentação'],
] as const;

/** The operator's markup is served without scripts, event handlers or javascript: links. */
async function expectSafeArticle(page: Page) {
  const article = page.getByRole('article');
  await expect(article).toBeVisible();
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onclick]')).toHaveCount(0);
  await expect(article.locator('[href^="javascript:" i]')).toHaveCount(0);
}

test.describe('content', () => {
  test('/terms and the other legal pages render the tenant’s text', async ({ page }) => {
    const response = await visit(page, '/terms');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos e Condições');
    await expect(page).toHaveTitle(/Termos e Condições/);

    for (const [path, label] of LEGAL_PAGES) {
      if (path !== '/terms') expect((await visit(page, path)).status(), path).toBe(200);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }),
      ).toHaveAttribute('href', path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();
      await expect(page.getByRole('article')).toContainText('Vitrine Cassino');
      await expectSafeArticle(page);
      await expectNoAxeViolations(page, path);
    }

    // Lei 14.790 art. 15: the regulated brand identifies its operator in full, beside the 18+ mark.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Proibido para menores de 18 anos' })).toHaveText(
      '18+',
    );
    for (const line of [
      'Operado por Vitrine Entretenimento Digital Ltda., CNPJ 11.222.333/0001-81.',
      'Nome fantasia: Vitrine Cassino.',
      'Licença: SPA/MF Portaria nº 1.234, de 30 de dezembro de 2024.',
      'SAC: 0800 000 1234 · suporte@vitrine-cassino.example',
      'Ouvidoria: ouvidoria@vitrine-cassino.example',
    ]) {
      await expect(footer.getByText(line, { exact: true })).toBeVisible();
    }

    // The same page on another tenant carries that tenant's name.
    await visit(page, siteUrl('sorte.localhost', '/terms'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos e Condições');
    await expect(page.getByRole('article')).toContainText('Sorte Grande');
    await expect(page.getByRole('article')).not.toContainText('Vitrine Cassino');
    // And its own operator, from its own settings.
    const sorteFooter = page.getByRole('contentinfo');
    for (const line of [
      'Operado por Sorte Grande Jogos Online S.A., CNPJ 45.219.876/0001-61.',
      'Licença: SPA/MF Portaria nº 2.468, de 30 de dezembro de 2024.',
      'SAC: 0800 000 5678 · atendimento@sortegrande.example',
    ]) {
      await expect(sorteFooter.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(sorteFooter).not.toContainText('Vitrine Entretenimento');
    await expectNoAxeViolations(page, 'sorte /terms');
  });

  test('legal pages also load on client-side navigation', async ({ page }) => {
    // Client-side navigations fetch `/terms.data`: loaders must read the page URL, not the data URL.
    await visit(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Termos e Condições', exact: true })
      .click();
    await expect(page).toHaveURL(siteUrl('localhost', '/terms'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos e Condições');

    await page.getByRole('button', { name: /^Idioma:/ }).click();
    await page
      .getByRole('dialog', { name: 'Idioma' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(siteUrl('localhost', '/en/terms'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The English home page, reached in-app (`/en.data`), is English too.
    await page.getByRole('link', { name: /home page$/ }).click();
    await expect(page).toHaveURL(siteUrl('localhost', '/en'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('/pages/{slug} renders sanitised tenant content; a malformed slug is a 404', async ({
    page,
  }) => {
    const response = await visit(page, '/pages/sobre-nos');
    expect(response.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
    const article = page.getByRole('article');
    await expect(article).toContainText('Vitrine Cassino nasceu');
    await expect(article.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectSafeArticle(page);
    await expect(article.locator('[style]')).toHaveCount(0);
    await expectNoAxeViolations(page, '/pages/sobre-nos');

    const invalid = await visit(page, '/pages/INVALID_SLUG!');
    expect(invalid.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expectNoAxeViolations(page, '/pages/INVALID_SLUG!');
  });

  test('the home page shows the tenant’s banners', async ({ page }) => {
    for (const [host, tenant] of [
      ['localhost', 'demo'],
      ['sorte.localhost', 'sorte'],
    ] as const) {
      await visit(page, siteUrl(host));
      const carousel = page.getByRole('region', { name: 'Destaques' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const images = carousel.getByRole('img');
      await expect(images.first()).toBeVisible();
      for (const src of await images.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => img.currentSrc || img.getAttribute('src')),
      )) {
        expect(src).toMatch(new RegExp(`^${PLATFORM_ORIGIN}/storage/${tenant}/banners/`));
      }
      // The first banner really loads.
      await expect
        .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoAxeViolations(page, `${tenant} home`);
    }
  });

  test('?ref= and ?lmcp= are stored locally', async ({ page }) => {
    await visit(page, '/terms?ref=ABC&lmcp=x');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ref'))).toBe('ABC');
    expect(await page.evaluate(() => localStorage.getItem('lmcp'))).toBe('x');
    await expectNoAxeViolations(page, '/terms?ref=ABC');
  });
});
