import { devices } from '@playwright/test';
import { payInDemoBank } from './demo-bank';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  horizontalOverflow,
  test,
  visit,
} from '../fixtures';

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

    await payInDemoBank(dialog, 'Pagar no banco de demonstração');

    await expect(dialog.getByText('Depósito confirmado!')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(/Seu saldo agora é R\$\s50,00/)).toBeVisible();
    await expectNoAxeViolations(page, 'deposit dialog, paid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/R\$\s50,00/)).toBeVisible();
  });
});

test.describe('deposit on a phone, in English', () => {
  // A Pixel 7's touch screen and user agent, narrowed to 360 px (its browser type is the config's).
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  test.use({ ...pixel, viewport: { width: 360, height: 740 } });

  test('the whole deposit fits 360 px and is paid without a reload', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.cpf).toBeTruthy();
    await visit(page, '/en');
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s?0[.,]00/)).toBeVisible();
    const bare = await horizontalOverflow(page);
    expect(bare.scrollWidth, 'the home with the header is wider than 360 px').toBeLessThanOrEqual(
      bare.innerWidth,
    );
    await header.getByRole('button', { name: 'Deposit' }).tap();

    const dialog = page.getByRole('dialog', { name: 'Deposit by PIX' });
    await dialog.getByRole('button', { name: /R\$\s?50[.,]00/ }).tap();
    await dialog.getByRole('button', { name: 'Generate PIX' }).tap();
    await expect(dialog.getByRole('img', { name: 'PIX QR code' })).toBeVisible();
    await expect(dialog.getByRole('timer')).toContainText(/Expires in 0[45]:\d\d/);
    await expectNoHorizontalScroll(page);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'deposit dialog in English at 360 px, PIX shown');

    await payInDemoBank(dialog, 'Pay at the demo bank');
    await expect(dialog.getByText('Deposit confirmed!')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText(/Your balance is now R\$\s?50[.,]00/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().tap();
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/R\$\s?50[.,]00/)).toBeVisible();
  });
});
