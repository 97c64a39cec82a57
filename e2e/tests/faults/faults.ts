import type { Page } from '@playwright/test';
import { faultProxy } from '../fault-proxy';
import { FAULT_CONTROL_ORIGIN } from '../servers';

/** The fault proxy in front of the platform (playwright.faults.config.ts). */
export const faults = faultProxy(FAULT_CONTROL_ORIGIN);

/** The header's deposit dialog, opened with `value` typed in its amount. */
export async function openDeposit(page: Page, value: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Depositar via PIX' });
  const amount = dialog.getByRole('textbox', { name: 'Valor do depósito' });
  await amount.fill(value);
  return { dialog, amount };
}

/** Marks the document, so that a journey can prove the recovery happened without a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dataset.faultJourney = 'same-document';
  });
}

/** Whether the document marked by `markDocument` is still the one shown. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.faultJourney === 'same-document');
}
