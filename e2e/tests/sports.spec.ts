import { expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';

// Sports for a brand without Betby (issue 14): sorte has `hasSports` and no active Betby, so its
// sports are the game provider's product, framed at /sports; it has no /sportsbook.
test.describe('sports from a game provider', () => {
  test("sorte's navigation opens /sports, which frames the provider's sports page", async ({
    page,
  }) => {
    await visit(page, siteUrl('sorte.localhost'));
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Esportes' }).click();
    await expect(page).toHaveURL(siteUrl('sorte.localhost', '/sports'));
    await expect(page.getByRole('heading', { level: 1, name: 'Esportes' })).toBeVisible();

    const frame = page.locator('main iframe');
    await expect(frame).toHaveAttribute('title', 'Esportes');
    const sports = page.frameLocator('main iframe');
    await expect(sports.getByRole('heading', { level: 1, name: 'Esportes' })).toBeVisible();
    await expect(sports.getByRole('rowheader', { name: 'Flamengo × Palmeiras' })).toBeVisible();
    await expect(sports.getByText('As apostas são feitas no produto ao vivo.')).toBeVisible();
    await expectNoAxeViolations(page, 'sorte /sports');
  });

  test('/sportschange sends sorte to /sports, in English too', async ({ page }) => {
    await visit(page, siteUrl('sorte.localhost', '/en/sportschange'));
    await expect(page).toHaveURL(siteUrl('sorte.localhost', '/en/sports'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(
      page.frameLocator('main iframe').getByRole('heading', { level: 1, name: 'Sports' }),
    ).toBeVisible();
  });

  test('/sportsbook is a 404 on sorte', async ({ page }) => {
    const response = await page.goto(siteUrl('sorte.localhost', '/sportsbook'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expectNoAxeViolations(page, 'sorte /sportsbook (404)');
  });
});
