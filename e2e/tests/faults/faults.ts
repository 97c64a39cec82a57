import type { Page } from '@playwright/test';
import { faultProxy } from '../fault-proxy';
import { FAULT_CONTROL_ORIGIN } from '../servers';

/** The fault proxy in front of the platform (playwright.faults.config.ts). */
export const faults = faultProxy(FAULT_CONTROL_ORIGIN);

/** The deposit's names as the player reads them, per language of the site. */
const DEPOSIT_NAMES = {
  'pt-BR': { open: 'Depositar', dialog: 'Depositar via PIX', amount: 'Valor do depósito' },
  en: { open: 'Deposit', dialog: 'Deposit by PIX', amount: 'Deposit amount' },
} as const;

/**
 * The header's deposit dialog, opened with `value` typed in its amount: in Portuguese with a click
 * by default; `language: 'en'` for a page under /en, `tap: true` on a touch phone.
 */
export async function openDeposit(
  page: Page,
  value: string,
  {
    language = 'pt-BR',
    tap = false,
  }: { language?: keyof typeof DEPOSIT_NAMES; tap?: boolean } = {},
) {
  const names = DEPOSIT_NAMES[language];
  const open = page.getByRole('banner').getByRole('button', { name: names.open });
  await (tap ? open.tap() : open.click());
  const dialog = page.getByRole('dialog', { name: names.dialog });
  const amount = dialog.getByRole('textbox', { name: names.amount });
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
