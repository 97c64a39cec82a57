import type { Locator, Page } from '@playwright/test';
import { expect, visit } from '../fixtures';

/**
 * The player pays in their bank (the demo bank, in another tab, as the dialog's link opens it),
 * from their own CPF: the bank's default account.
 */
export async function payInDemoBank(dialog: Locator, linkName: string) {
  const bankLink = dialog.getByRole('link', { name: linkName });
  await expect(bankLink).toHaveAttribute('rel', 'noopener');
  const href = await bankLink.getAttribute('href');
  const bank = await dialog.page().context().newPage();
  await bank.goto(href!);
  // The demo bank speaks the browser's language.
  await bank.getByRole('button', { name: /^(Pagar|Pay)$/ }).click();
  await expect(bank.getByRole('status')).not.toBeEmpty();
  await bank.close();
}

/**
 * Deposits `reais` by PIX from the header of the page at `home`, paid in the demo bank from the
 * player's own CPF, for a journey about something the money is then used for.
 */
export async function depositByPix(page: Page, reais: string, home = '/') {
  await visit(page, home);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Depositar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
  await dialog.getByRole('textbox', { name: 'Valor do depósito' }).fill(reais);
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await payInDemoBank(dialog, 'Pagar no banco de demonstração');
  await expect(dialog.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}
