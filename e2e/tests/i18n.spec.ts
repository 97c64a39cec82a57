import { expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';

test.describe('languages', () => {
  test('/en renders the site in English with lang="en"', async ({ page, context }) => {
    await visit(page, '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: /— home page$/ })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }),
    ).toHaveAttribute('href', '/en/terms');
    await expectNoAxeViolations(page, '/en');

    // A remembered English choice sends the bare home page to /en.
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: siteUrl('localhost') }]);
    const redirected = await visit(page, '/');
    expect(redirected.request().redirectedFrom()?.url()).toBe(siteUrl('localhost', '/'));
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  });

  test('the language panel switches language and keeps the path', async ({ page, context }) => {
    // A content page (legal pages fail on client-side navigation: see content.spec.ts).
    await visit(page, '/pages/sobre-nos?utm=x');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');

    await page.getByRole('button', { name: /^Idioma:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Idioma' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Português (Brasil)' })).toBeVisible();
    await expectNoAxeViolations(page, 'language dialog (pt-BR)');

    await dialog.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(siteUrl('localhost', '/en/pages/sobre-nos?utm=x'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(dialog).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('en');
    await expectNoAxeViolations(page, '/en/pages/sobre-nos');

    await page.getByRole('button', { name: /^Language:/ }).click();
    const englishDialog = page.getByRole('dialog', { name: 'Language' });
    await expect(englishDialog).toBeVisible();
    await expectNoAxeViolations(page, 'language dialog (en)');
    await englishDialog.getByRole('link', { name: 'Português (Brasil)' }).click();
    await expect(page).toHaveURL(siteUrl('localhost', '/pages/sobre-nos?utm=x'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre nós');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe(
      'pt-BR',
    );
  });
});
