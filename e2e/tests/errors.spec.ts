import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, siteUrl, test, visit, WEB_PORT } from './fixtures';

const NOT_FOUND_PHRASES = [
  'Parece que esta página apostou tudo e sumiu.',
  'Rodamos a roleta e caiu no zero: nada por aqui.',
  'Esta página deu um all-in e saiu da mesa.',
  'Procuramos em todos os rolos e não achamos nenhum símbolo.',
  'A carta que você procura não está no baralho.',
];

function exploreNav(page: Page, name = 'Seções do site') {
  return page.getByRole('navigation', { name });
}

test.describe('error page', () => {
  test('an unknown path shows the 404 page; "Voltar ao início" goes home', async ({ page }) => {
    const response = await visit(page, '/nao-existe');
    expect(response.status()).toBe(404);

    const main = page.getByRole('main');
    await expect(main).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(main).toContainText(
      'Não conseguimos encontrar a página que você estava procurando.',
    );
    await expect(main.getByText(new RegExp(NOT_FOUND_PHRASES.join('|')))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Página anterior' })).toBeVisible();

    const explore = exploreNav(page);
    await expect(explore.getByRole('heading')).toHaveText('Ou explore essas seções:');
    await expect(explore.getByRole('link')).toHaveText([
      'Início',
      'Cassino',
      'Apostas esportivas',
      'Bônus',
    ]);

    const details = page.getByRole('region', { name: 'Detalhes técnicos' });
    await expect(details).toContainText('Código');
    await expect(details.getByRole('definition').first()).toHaveText('404');
    await expect(details).toContainText('Horário local');
    await expect(details).toContainText(
      new RegExp(`URL\\s*http://localhost:${WEB_PORT}/nao-existe`),
    );
    await expect(page.getByTestId('error-reference')).toHaveText(/^ERR-404-\d{6}$/);
    await expectNoAxeViolations(page, '/nao-existe');

    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(siteUrl('localhost', '/'));
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    await expectNoAxeViolations(page, 'home after "Voltar ao início"');
  });

  test('"Página anterior" returns to the previous in-app page, else goes home', async ({
    page,
  }) => {
    // Landing straight on the error page: there is no page of ours to go back to.
    await visit(page, '/nao-existe');
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(page).toHaveURL(siteUrl('localhost', '/'));

    // From a content page, a client-side navigation to a path no route serves (a 404); "Página
    // anterior" then returns to it.
    await visit(page, '/pages/sobre-nos');
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/secao-inexistente'),
    );
    await expect(page).toHaveURL(/\/secao-inexistente$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.getByTestId('error-reference')).toHaveText(/^ERR-404-\d{6}$/);
    await expectNoAxeViolations(page, '/secao-inexistente (client-side 404)');
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await expect(page).toHaveURL(/\/pages\/sobre-nos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
  });

  test('the error page is tenant-aware and translated', async ({ page }) => {
    const sorte = await visit(page, siteUrl('sorte.localhost', '/nao-existe'));
    expect(sorte.status()).toBe(404);
    await expect(exploreNav(page).getByRole('link')).toHaveText([
      'Início',
      'Cassino',
      'Esportes',
      'Bônus',
    ]);
    await expectNoAxeViolations(page, 'sorte /nao-existe');

    const english = await visit(page, '/en/nao-existe');
    expect(english.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeVisible();
    await expect(exploreNav(page, 'Site sections').getByRole('link').first()).toHaveAttribute(
      'href',
      '/en',
    );
    await expect(page.getByTestId('error-reference')).toHaveText(/^ERR-404-\d{6}$/);
    await expectNoAxeViolations(page, '/en/nao-existe');
  });

  test('/error shows the page for the requested status', async ({ page }) => {
    await visit(page, '/error?status=401');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não autorizado');
    await expect(page.getByRole('main')).toContainText(
      'Você não tem autorização para acessar esta página.',
    );
    await expect(page.getByTestId('error-reference')).toHaveText(/^ERR-401-\d{6}$/);
    await expectNoAxeViolations(page, '/error?status=401');

    await visit(page, '/error?status=500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops... Algo deu errado');
    await expect(page.getByTestId('error-reference')).toHaveText(/^ERR-500-\d{6}$/);
    await expectNoAxeViolations(page, '/error?status=500');
  });
});
