import { expect, expectNoAxeViolations, test, visit } from '../fixtures';

test.describe('access-data', () => {
  test('/user/edit/access-data verifies the e-mail with a code', async ({
    page,
    outbox,
    // Registered with the SMS code: the phone is verified, the e-mail not yet.
    signedInPlayer: player,
  }) => {
    await visit(page, '/user/edit/access-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar conta');
    await expect(
      page
        .getByRole('navigation', { name: 'Seções da conta' })
        .getByRole('link', { name: 'Dados de acesso' }),
    ).toHaveAttribute('aria-current', 'page');
    const emailCard = page.getByRole('region', { name: 'E-mail', exact: true });
    const phoneCard = page.getByRole('region', { name: 'Telefone', exact: true });
    await expect(emailCard).toContainText(player.email);
    await expect(emailCard.getByText('Não verificado')).toBeVisible();
    await expect(phoneCard).toContainText(player.nationalPhone);
    await expect(phoneCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(emailCard.getByRole('status')).toHaveText(
      'Confirme o seu e-mail para proteger a sua conta.',
    );
    await expectNoAxeViolations(page, '/user/edit/access-data');

    const email = outbox.expectCodeFor(player.email);
    await emailCard.getByRole('button', { name: 'Enviar código' }).click();
    await expect(emailCard.getByRole('status')).toHaveText(
      `Enviamos um código de 6 dígitos para ${player.email}.`,
    );
    const codeField = emailCard.getByLabel('Código de 6 dígitos');
    await expect(codeField).toBeFocused();
    await expect(emailCard.getByRole('button', { name: /^Reenviar em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, '/user/edit/access-data, code sent');
    await codeField.fill(await email.code());
    await emailCard.getByRole('button', { name: 'Confirmar código' }).click();

    await expect(page.getByText('E-mail verificado com sucesso.')).toBeVisible();
    await expect(emailCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(emailCard.getByText('Não verificado')).toHaveCount(0);
    await expect(codeField).toHaveCount(0);
    await page.reload();
    await expect(emailCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/user/edit/access-data, e-mail verified');
  });
});
