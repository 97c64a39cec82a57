import { expect, expectNoAxeViolations, horizontalOverflow, test, visit } from '../fixtures';

test.describe('deposit', () => {
  test('a player deposits R$ 50 by PIX and the header balance follows without a reload', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.cpf).toBeTruthy();
    await visit(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s0,00/)).toBeVisible();
    await header.getByRole('button', { name: 'Depositar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill('50');
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await expect(dialog.getByRole('timer')).toContainText(/Expira em 0[45]:\d\d/);
    await expectNoAxeViolations(page, 'deposit dialog, PIX shown');

    // The player pays in their bank (the demo bank, in another tab), from their own CPF.
    const bankLink = dialog.getByRole('link', { name: 'Pagar no banco de demonstração' });
    await expect(bankLink).toHaveAttribute('rel', 'noopener');
    const href = await bankLink.getAttribute('href');
    const bank = await page.context().newPage();
    await bank.goto(href!);
    // The demo bank speaks the browser's language; the player's own CPF is its default account.
    await bank.getByRole('button', { name: /^(Pagar|Pay)$/ }).click();
    await expect(bank.getByRole('status')).not.toBeEmpty();
    await bank.close();

    await expect(dialog.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(/Seu saldo agora é R\$\s50,00/)).toBeVisible();
    await expectNoAxeViolations(page, 'deposit dialog, paid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/R\$\s50,00/)).toBeVisible();
  });

  test('the header and the deposit fit a 360 px phone', async ({ page, signedInPlayer }) => {
    expect(signedInPlayer.cpf).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s0,00/)).toBeVisible();
    const bare = await horizontalOverflow(page);
    expect(bare.scrollWidth, 'the home with the header is wider than 360 px').toBeLessThanOrEqual(
      bare.innerWidth,
    );
    await header.getByRole('button', { name: 'Depositar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
    await dialog.getByRole('button', { name: /R\$\s50,00/ }).click();
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `the page is ${scrollWidth}px wide at 360 px`).toBeLessThanOrEqual(
      innerWidth,
    );
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});
