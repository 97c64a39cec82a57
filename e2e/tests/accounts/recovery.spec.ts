import { DEMO } from '../accounts';
import { expect, expectNoAxeViolations, test, visit } from '../fixtures';
import { submitLogin } from './login-dialog';

test.describe('recovery', () => {
  test('password recovery by e-mail code', async ({ page, outbox, registeredPlayer: player }) => {
    // /recover-pass opens the recovery in the login modal (the modal's own link: see below).
    await visit(page, '/recover-pass');
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog.getByText('Passo 1 de 2')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expectNoAxeViolations(page, 'recovery, step 1 (method)');
    await dialog.getByLabel('E-mail da conta').fill(player.email);
    const email = outbox.expectCodeFor(player.email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();

    await expect(dialog.getByText('Passo 2 de 2')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(`Enviamos um código para ${player.email}.`);
    await expect(dialog.getByRole('button', { name: /^Reenviar em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'recovery, step 2 (code and new password)');
    const code = await email.code();
    const newPassword = 'Nova#Senha2026';
    await dialog.getByLabel('Código de 6 dígitos').fill(code);
    await dialog.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar nova senha').fill(newPassword);
    await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect(page.getByText('Senha atualizada com sucesso.')).toBeVisible();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await submitLogin(login, DEMO, { ...player, password: newPassword });
    await expect(login).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Menu da conta de ${player.firstName}` }),
    ).toBeVisible();
  });

  test('"Esqueci minha senha" in the login modal opens the recovery', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login.getByLabel('Celular')).toBeFocused();
    await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
    // The modal switches in place: no network, so a short wait is plenty.
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' })).toBeVisible({
      timeout: 3000,
    });
  });
});
