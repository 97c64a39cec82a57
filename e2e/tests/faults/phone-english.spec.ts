import { devices } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, visit } from '../fixtures';
import { faults, isSameDocument, markDocument, openDeposit } from './faults';

// Issue 39 §1 for a player on a 360 px touch phone who reads the site in English
// (docs/design/fault-journeys.md): the platform stops while the deposit is open, then while she
// opens the lobby from the bottom bar. §8's messages in English, the typed amount kept, and both
// recover by a tap once the platform is back, without a reload.

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 360, height: 740 } });

test.afterEach(async () => {
  await faults.pass();
});

test('on a phone in English, the platform stops during a deposit and then the lobby: English messages, the amount kept, and both recover by a tap once it is back', async ({
  page,
  signedInPlayer,
}) => {
  expect(signedInPlayer.cpf).toBeTruthy();
  await visit(page, '/en');
  await markDocument(page);
  const header = page.getByRole('banner');
  await expect(header.getByText(/R\$\s?0[.,]00/)).toBeVisible();

  const { dialog, amount } = await openDeposit(page, '50', { language: 'en', tap: true });

  await faults.down();
  const generate = dialog.getByRole('button', { name: 'Generate PIX' });
  await generate.tap();
  await expect(dialog.getByRole('alert')).toHaveText('Connection problem. Please try again.');
  await expect(amount).toHaveValue('50');
  await expect(generate).toBeEnabled();
  await expectNoAxeViolations(page, 'deposit dialog on a phone in English, platform down');

  await faults.pass();
  await generate.tap();
  await expect(dialog.getByRole('img', { name: 'PIX QR code' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await faults.down();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Casino' })
    .tap();
  await expect(page.getByText('The games could not be loaded.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'lobby on a phone in English, platform down');

  await faults.pass();
  await retry.tap();
  await expect(
    page.getByRole('list', { name: 'Games' }).getByRole('link', { name: /Tigre da Sorte/ }),
  ).toBeVisible();
  await expect(page.getByText('The games could not be loaded.')).toHaveCount(0);
  expect(await isSameDocument(page), 'the page was reloaded').toBe(true);
});
