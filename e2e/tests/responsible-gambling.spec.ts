import { expect, expectNoAxeViolations, test, visit } from './fixtures';

test.describe('responsible gambling', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  test('a R$ 100 daily deposit limit refuses a R$ 150 PIX with what is left; a raise says when it applies', async ({
    page,
    signedInPlayer,
  }) => {
    test.slow(); // Four screens, each checked by axe.
    expect(signedInPlayer.cpf).toBeTruthy();
    await visit(page, '/');
    // Reached from the account menu.
    await page.getByRole('button', { name: /^Menu da conta/ }).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Jogo Responsável', exact: true })
      .click();
    await expect(page).toHaveURL(/\/responsible-gambling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jogo Responsável' })).toBeVisible();

    const deposit = page.getByRole('listitem', { name: 'Limite diário de depósito' });
    await expect(deposit.getByText('Sem limite')).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, no limits');

    await deposit.getByRole('button', { name: 'Definir' }).click();
    await deposit.getByRole('textbox', { name: 'Novo limite (R$)' }).fill('100');
    await deposit.getByRole('button', { name: 'Salvar limite' }).click();
    await expect(deposit.getByText('Pronto: o novo limite já vale.')).toBeVisible();
    await expect(deposit.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expect(deposit.getByText(/^Restam R\$\s100,00$/)).toBeVisible();
    await expect(deposit.getByText(/^Renova em \d\d\/\d\d\/\d{4}, 00:00/)).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, daily deposit limit set');

    // The deposit dialog: R$ 150 is over what is left today.
    await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill('150');
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(
      dialog.getByText(/Limite de depósito: você ainda pode depositar R\$\s100,00 até/),
    ).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'deposit dialog, refused by the limit');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A raise waits for the tenant's cooling-off, and the card says exactly when it applies.
    await deposit.getByRole('button', { name: 'Alterar' }).click();
    await deposit.getByRole('textbox', { name: 'Novo limite (R$)' }).fill('200');
    await deposit.getByRole('button', { name: 'Salvar limite' }).click();
    await expect(
      deposit.getByText(
        /^O novo limite vale a partir de \d\d\/\d\d\/\d{4}, \d\d:\d\d \(horário de Brasília\)\.$/,
      ),
    ).toBeVisible();
    await expect(
      deposit.getByText(/^Mudança para R\$\s200,00 vale a partir de \d\d\/\d\d\/\d{4}, \d\d:\d\d/),
    ).toBeVisible();
    await expect(deposit.getByText(/^R\$\s100,00$/)).toBeVisible();
    await expectNoAxeViolations(page, 'responsible-gambling, raise waiting');
  });
});
