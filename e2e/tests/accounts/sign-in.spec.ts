import { ANA, DEMO } from '../accounts';
import { expect, expectNoAxeViolations, test, visit, waitForHydration } from '../fixtures';
import { sessionCookies, storedToken, submitLogin } from './login-dialog';

test.describe('sign-in', () => {
  test('sign-in, reload (still signed in), sign-out', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog.getByText('Entre com o seu celular e senha.')).toBeVisible();
    // demo asks for the e-mail at login (`login_requires_email`).
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    await expect(dialog.getByLabel('CPF')).toHaveCount(0);
    await expectNoAxeViolations(page, 'login dialog (demo)');
    await submitLogin(dialog, DEMO, ANA);

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bem-vindo(a), Ana!')).toBeVisible();
    // Ana has played before (seeded recent games): signing in here offers the last game, a modal
    // that hides the page from the accessibility tree until she answers it.
    const offer = page.getByRole('dialog', { name: /^Continuar jogando .+\?$/ });
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(offer).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu da conta de Ana' });
    await expect(menu).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
    await expectNoAxeViolations(page, 'home signed in');

    await page.reload();
    // The menu opens once the page has hydrated (a worker-served reload can take a moment longer).
    await waitForHydration(page);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/user');
    await expect(page.getByRole('link', { name: 'Editar conta' })).toHaveAttribute(
      'href',
      '/user/edit',
    );
    await expectNoAxeViolations(page, 'account menu open');
    await page.getByRole('button', { name: 'Sair' }).click();

    await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    expect(await sessionCookies(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  });
});
