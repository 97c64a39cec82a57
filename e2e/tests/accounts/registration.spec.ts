import { freshCpf } from '../accounts';
import { expect, expectNoAxeViolations, test, visit } from '../fixtures';
import { sessionCookies, storedToken } from './login-dialog';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('registration', () => {
  test('a new player registers through the whole wizard, reading the code from the outbox, and ends signed in', async ({
    page,
    outbox,
    freshPlayer: player,
  }) => {
    test.slow(); // Nine steps (the limits step since issue 35), six of them checked by axe.
    await visit(page, '/');
    await page.getByRole('link', { name: 'Cadastrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    const progress = dialog.getByRole('progressbar', { name: 'Progresso do cadastro' });
    const next = dialog.getByRole('button', { name: 'Continuar' });

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 1 de 9');
    await expect(dialog.getByRole('group', { name: 'Qual é o seu gênero?' })).toBeVisible();
    await expectNoAxeViolations(page, 'register wizard, step 1 (gender)');
    await dialog.getByRole('radio', { name: 'Feminino' }).check();
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 2 de 9');
    await dialog.getByRole('radio', { name: 'Solteiro(a)' }).check();
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 3 de 9');
    await dialog.getByLabel('Nome completo').fill(player.name);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 9');
    await dialog.getByLabel('CPF').fill(player.cpf.replace(/\D/g, ''));
    await expect(dialog.getByLabel('CPF')).toHaveValue(player.cpf);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 9');
    await dialog.getByLabel('Celular').fill(player.nationalPhone);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 6 de 9');
    await dialog.getByLabel('E-mail').fill(player.email);
    const sms = outbox.expectCodeFor(player.phone);
    await next.click();

    // `reg_phone`: the code goes by SMS to the phone.
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 7 de 9');
    await expect(dialog).toContainText(
      `Enviamos um código de 6 dígitos por SMS para ${player.nationalPhone}.`,
    );
    await expect(dialog.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'register wizard, code step');
    const code = await sms.code();
    await dialog.getByLabel('Código de 6 dígitos').fill(code);
    await next.click();

    // Portaria 2.579/2025: a loss limit and a time limit, with the risk warning (Portaria 1.231 art. 4).
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 8 de 9');
    await expect(dialog.getByRole('link', { name: 'Conheça os sinais de alerta' })).toHaveAttribute(
      'href',
      '/responsible-gambling#sinais',
    );
    await dialog.getByRole('radio', { name: /^R\$\s200$/ }).check();
    await dialog.getByRole('radio', { name: 'Semana' }).check();
    await dialog.getByRole('radio', { name: '2 h por dia' }).check();
    await expectNoAxeViolations(page, 'register wizard, limits step');
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 9 de 9');
    await dialog.getByLabel('Senha', { exact: true }).fill(player.password);
    await dialog.getByLabel('Confirmar senha').fill(player.password);
    await dialog.getByRole('checkbox', { name: /^Tenho mais de 18 anos/ }).check();
    const captcha = dialog.getByRole('checkbox', { name: 'Não sou um robô' });
    await expect(captcha).toBeVisible();
    await expectNoAxeViolations(page, 'register wizard, last step (password, terms, captcha)');
    await captcha.check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cadastro realizado com sucesso :)')).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Menu da conta de ${player.firstName}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect(await storedToken(page)).toBeTruthy();
    const storedUser = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(storedUser ?? '{}')).toMatchObject({
      name: player.name,
      username: player.phone,
      email: player.email,
    });
    expect((await sessionCookies(page)).map((cookie) => cookie.name).sort()).toEqual([
      'auth_client',
      'auth_state',
    ]);
    await expectNoAxeViolations(page, 'home after registering');
  });

  test('the CPF and phone steps of the wizard say what is wrong', async ({ page }) => {
    await visit(page, '/register');
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    const progress = dialog.getByRole('progressbar', { name: 'Progresso do cadastro' });
    const next = dialog.getByRole('button', { name: 'Continuar' });
    await dialog.getByRole('radio', { name: 'Masculino' }).check();
    await next.click();
    await dialog.getByRole('radio', { name: 'Casado(a)' }).check();
    await next.click();
    await dialog.getByLabel('Nome completo').fill('Diego Teste');
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 9');
    const cpf = dialog.getByLabel('CPF');
    await cpf.fill('123.456.789-00');
    await next.click();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf).toHaveAccessibleDescription('CPF inválido');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 9');
    await expectNoAxeViolations(page, 'register wizard, CPF step with an error');
    await cpf.fill(freshCpf());
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 9');
    const phone = dialog.getByLabel('Celular');
    const problems = [
      ['+351 912 345 678', 'Informe um número de telefone do Brasil.'],
      ['abcdefgh', 'Isto não é um número de telefone.'],
      ['(11) 9999', 'O número de telefone é curto demais.'],
      ['119999900011234', 'O número de telefone é longo demais.'],
      ['(10) 99999-0001', 'Este número de celular não existe no Brasil.'],
    ] as const;
    for (const [typed, message] of problems) {
      await phone.fill(typed);
      await next.click();
      await expect(phone, typed).toHaveValue(typed);
      await expect(phone, typed).toHaveAttribute('aria-invalid', 'true');
      await expect(phone, typed).toHaveAccessibleDescription(
        new RegExp(`${escapeRegExp(message)}$`),
      );
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 9');
    }
    await expectNoAxeViolations(page, 'register wizard, phone step with an error');

    await phone.fill('(11) 98765-4321');
    await next.click();
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 6 de 9');
  });

  test('the registration modal opens on its first field', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Cadastrar', exact: true }).click();
    const first = page.getByRole('dialog', { name: 'Criar conta' }).getByRole('radio').first();
    await expect(first).toBeVisible();
    // Focus moves as the step appears: a short wait is plenty.
    await expect(first).toBeFocused({ timeout: 3000 });
  });
});
