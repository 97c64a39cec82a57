import { ANA, DEMO } from '../accounts';
import { expect, expectNoAxeViolations, siteUrl, test, visit } from '../fixtures';
import { submitLogin } from './login-dialog';

test.describe('guest-gate', () => {
  test('the deposit action sends a guest to register (§4, §6)', async ({ page }) => {
    await visit(page, siteUrl('localhost', '/'));
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
    await expectNoAxeViolations(page, 'register dialog opened by the deposit action');
  });

  test('a guest opening /user gets the login modal and lands on /user after signing in', async ({
    page,
  }) => {
    await visit(page, '/user');
    await expect(page).toHaveURL(siteUrl('localhost', '/login?redirect=%2Fuser'));
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Celular')).toBeFocused();
    await expectNoAxeViolations(page, '/login?redirect=%2Fuser');
    await submitLogin(dialog, DEMO, ANA);

    await expect(page).toHaveURL(siteUrl('localhost', '/user'));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar perfil');
    const identity = page.getByRole('region', { name: 'Editar perfil' });
    await expect(identity.getByText('Ana Souza', { exact: true })).toBeVisible();
    await expect(identity).toContainText(`${ANA.nationalPhone} · ${ANA.email}`);
    await expectNoAxeViolations(page, '/user');
  });
});
