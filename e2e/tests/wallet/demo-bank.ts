import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

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
